import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Mail } from '../lib/mailer';
import { type LayoutProps, layoutText } from './layout';

/** The document type mail clients expect of an HTML mail (react-email's own). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail in both parts: the HTML of the layout and the same paragraphs as plain text. The layout's
 * components never suspend, so React's synchronous renderer serves, cheaper on the CPU a booking
 * waits on than react-email's streaming render.
 */
export async function renderMail(
  to: string,
  subject: string,
  layout: ReactElement<LayoutProps>,
): Promise<Mail> {
  return { to, subject, html: DOCTYPE + renderToStaticMarkup(layout), text: layoutText(layout.props) };
}
