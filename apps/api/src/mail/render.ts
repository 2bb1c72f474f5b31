import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { Mail } from '../lib/mailer';
import { type LayoutProps, layoutText } from './layout';

/** A mail in both parts: the HTML of the layout and the same paragraphs as plain text. */
export async function renderMail(
  to: string,
  subject: string,
  layout: ReactElement<LayoutProps>,
): Promise<Mail> {
  return { to, subject, html: await render(layout), text: layoutText(layout.props) };
}
