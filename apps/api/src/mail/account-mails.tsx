// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Language } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { mailLocale } from './i18n';
import { Layout, Line } from './layout';
import { renderMail } from './render';

/** The e-mails of a customer's account, in the account's language (English for a job queued without one). */

export const passwordResetMail = (
  to: string,
  firstName: string,
  link: string,
  language?: Language,
): Promise<Mail> => {
  const l = mailLocale(language);
  return renderMail(
    to,
    l.t('account.resetSubject'),
    <Layout
      preview={l.t('account.resetPreview')}
      greeting={l.t('layout.greeting', { name: firstName })}
      action={{ href: link, label: l.t('account.resetAction') }}
      locale={l}
    >
      <Line>{l.t('account.resetAsked')}</Line>
      <Line>{l.ltr(link)}</Line>
      <Line>{l.t('account.resetNotYou')}</Line>
    </Layout>,
  );
};
