// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Language } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { mailLocale } from './i18n';
import { Layout, Line } from './layout';
import { renderMail } from './render';

interface Sender {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact message forwarded to SUPPORT_EMAIL, in English for the airline's staff; answering it answers the sender (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const contactForwardMail = async (to: string, sender: Sender, inboxLink: string): Promise<Mail> => ({
  ...(await renderMail(
    to,
    `Contact form: ${sender.subject}`,
    <Layout
      preview={`${sender.firstName} ${sender.lastName} wrote through the contact form`}
      greeting="Hello,"
      action={{ href: inboxLink, label: 'Open the inbox' }}
    >
      <Line>
        {sender.firstName} {sender.lastName} ({sender.email}) wrote:
      </Line>
      <Line>{sender.message}</Line>
    </Layout>,
  )),
  replyTo: sender.email,
});

/** An administrator's answer to a contact message, framed in the language the sender wrote from. */
export const contactReplyMail = (
  to: string,
  firstName: string,
  subject: string,
  body: string,
  language?: Language,
): Promise<Mail> => {
  const l = mailLocale(language);
  return renderMail(
    to,
    l.t('contact.replySubject', { subject }),
    <Layout preview={body.slice(0, 90)} greeting={l.t('layout.greeting', { name: firstName })} locale={l}>
      {body.split(/\n{2,}/, 50).map((paragraph, index) => (
        <Line key={index}>{paragraph}</Line>
      ))}
      <Line>{l.t('contact.signOff')}</Line>
    </Layout>,
  );
};
