import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { Mail } from '../lib/mailer';

/** A mail in both parts: the HTML of the layout and its plain-text reading. */
export async function renderMail(to: string, subject: string, element: ReactElement): Promise<Mail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
  return { to, subject, html, text };
}
