// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Mail } from '../lib/mailer';
import { Layout, Line } from './layout';
import { renderMail } from './render';

/** The e-mails of a customer's account. */

export const passwordResetMail = (to: string, firstName: string, link: string): Promise<Mail> =>
  renderMail(
    to,
    'Reset your Skylark password',
    <Layout
      preview="Choose a new password for your Skylark account"
      greeting={`Hello ${firstName},`}
      action={{ href: link, label: 'Reset my password' }}
    >
      <Line>
        Someone asked to reset the password of your Skylark account. Open this link within one hour to choose
        a new password:
      </Line>
      <Line>{link}</Line>
      <Line>If it was not you, ignore this e-mail: your password stays as it is.</Line>
    </Layout>,
  );
