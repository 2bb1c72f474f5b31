// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Language } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { mailLocale } from './i18n';
import { Layout, Line } from './layout';
import { renderMail } from './render';

/** The newsletter's mails, in the language the subscriber subscribed from. */

/** The double opt-in's confirmation link (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterConfirmMail = (to: string, link: string, language?: Language): Promise<Mail> => {
  const l = mailLocale(language);
  return renderMail(
    to,
    l.t('newsletter.confirmSubject'),
    <Layout
      preview={l.t('newsletter.confirmPreview')}
      greeting={l.t('layout.hello')}
      action={{ href: link, label: l.t('newsletter.confirmAction') }}
      locale={l}
    >
      <Line>{l.t('newsletter.confirmAsked')}</Line>
      <Line>{l.ltr(link)}</Line>
      <Line>{l.t('newsletter.confirmNotYou')}</Line>
    </Layout>,
  );
};

/**
 * A newsletter issue, its subject and body as the administrator wrote them. Every one carries the
 * unsubscribe link in its text and the RFC 8058 headers, so mail clients offer one-click unsubscribe
 * (a POST to `oneClickUrl`).
 */
export const newsletterMail = async (
  to: string,
  subject: string,
  body: string,
  links: { page: string; oneClick: string },
  language?: Language,
): Promise<Mail> => {
  const l = mailLocale(language);
  return {
    ...(await renderMail(
      to,
      subject,
      <Layout preview={body.slice(0, 90)} greeting={l.t('layout.hello')} locale={l}>
        {body.split(/\n{2,}/, 50).map((paragraph, index) => (
          <Line key={index}>{paragraph}</Line>
        ))}
        <Line>{l.t('newsletter.unsubscribe', { link: l.ltr(links.page) })}</Line>
      </Layout>,
    )),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
