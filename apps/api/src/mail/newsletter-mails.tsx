// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Mail } from '../lib/mailer';
import { Layout, Line } from './layout';
import { renderMail } from './render';

/** The double opt-in's confirmation link (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterConfirmMail = (to: string, link: string): Promise<Mail> =>
  renderMail(
    to,
    'Confirm your Skylark newsletter subscription',
    <Layout
      preview="One click to get our fare drops"
      greeting="Hello,"
      action={{ href: link, label: 'Confirm my subscription' }}
    >
      <Line>
        Someone asked to subscribe this address to the Skylark newsletter. Open this link to confirm:
      </Line>
      <Line>{link}</Line>
      <Line>If it was not you, ignore this e-mail: nothing will be sent.</Line>
    </Layout>,
  );

/**
 * A newsletter issue. Every one carries the unsubscribe link in its text and the RFC 8058 headers, so
 * mail clients offer one-click unsubscribe (a POST to `oneClickUrl`).
 */
export const newsletterMail = async (
  to: string,
  subject: string,
  body: string,
  links: { page: string; oneClick: string },
): Promise<Mail> => ({
  ...(await renderMail(
    to,
    subject,
    <Layout preview={body.slice(0, 90)} greeting="Hello,">
      {body.split(/\n{2,}/, 50).map((paragraph, index) => (
        <Line key={index}>{paragraph}</Line>
      ))}
      <Line>Unsubscribe at any time: {links.page}</Line>
    </Layout>,
  )),
  headers: {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
});
