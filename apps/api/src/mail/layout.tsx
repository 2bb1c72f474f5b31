// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { FIRST_STRONG_ISOLATE, LEFT_TO_RIGHT_ISOLATE } from '@skylark/contract';
import { type MailLocale, mailLocale } from './i18n';

const navy = '#0b1f3a';
const sky = '#2b8fd6';
const accent = '#f59e0b';

const styles = {
  body: {
    backgroundColor: '#f3f6fa',
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', overflow: 'hidden' },
  header: { backgroundColor: navy, padding: '20px 32px' },
  brand: { color: '#ffffff', fontSize: '20px', fontWeight: 700, letterSpacing: '0.5px', margin: 0 },
  content: { padding: '8px 32px 16px' },
  text: { color: navy, fontSize: '15px', lineHeight: '24px' },
  action: {
    backgroundColor: accent,
    borderRadius: '6px',
    color: navy,
    display: 'inline-block',
    fontWeight: 700,
    padding: '10px 18px',
    textDecoration: 'none',
  },
  rule: { borderColor: '#e2e8f0', margin: '8px 0' },
  footer: { color: '#64748b', fontSize: '12px', lineHeight: '18px', padding: '0 32px 20px' },
  link: { color: sky },
};

const SIGN_OFF = 'Skylark Airways';

/** Words the locale isolated (MailLocale.ltr, an amount's currency sign) become <bdi> in the HTML. */
const ISOLATED = /([\u2066\u2068])([^\u2066-\u2069]{0,500})\u2069/g;
function isolated(text: string): ReactNode {
  if (!text.includes(LEFT_TO_RIGHT_ISOLATE) && !text.includes(FIRST_STRONG_ISOLATE)) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ISOLATED)) {
    parts.push(
      text.slice(last, m.index),
      <bdi key={m.index} dir={m[1] === LEFT_TO_RIGHT_ISOLATE ? 'ltr' : undefined}>
        {m[2]}
      </bdi>,
    );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** One paragraph of a mail. */
export const Line = ({ children }: { children: ReactNode }) => (
  <Text style={styles.text}>{typeof children === 'string' ? isolated(children) : children}</Text>
);

export interface LayoutProps {
  /** the first line the inbox shows */
  preview: string;
  greeting: string;
  /** the call to action, if the mail has one */
  action?: { href: string; label: string };
  children: ReactNode;
  /** schema.org JSON-LD that mail clients read (a booking's FlightReservation, docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails) */
  structuredData?: unknown;
  /** the reader's language (docs/product.md#1418-languages-of-e-mails-and-documents); English without */
  locale?: MailLocale;
}

/** JSON for a <script> element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The one layout of every Skylark mail: a navy header, the message, one button, the sign-off. */
export function Layout({ preview, greeting, action, children, structuredData, locale }: LayoutProps) {
  const { language, dir, t } = locale ?? mailLocale('en');
  return (
    <Html lang={language} dir={dir}>
      <Head>
        {structuredData !== undefined && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
          />
        )}
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>Skylark Airways</Text>
          </Section>
          <Section style={styles.content}>
            <Line>{greeting}</Line>
            {children}
            {action && (
              <Text style={styles.text}>
                <Link href={action.href} style={styles.action}>
                  {action.label}
                </Link>
              </Text>
            )}
            <Line>{SIGN_OFF}</Line>
          </Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>{t('layout.footer')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The words of a paragraph, without its markup; a line break stays a line break. */
function plain(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plain).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === 'br') return '\n';
    // a component of this file (Lines): its output, which holds the words
    if (node.type === Lines) return plain(Lines(node.props as unknown as { items: string[] }));
    return plain(node.props.children);
  }
  return '';
}

/** One paragraph of several items, each on its own line in both parts. */
export const Lines = ({ items }: { items: string[] }) => (
  <Text style={styles.text}>
    {items.map((item, i) => (
      <Fragment key={i}>
        {i > 0 && <br />}
        {isolated(item)}
      </Fragment>
    ))}
  </Text>
);

/**
 * The plain-text part of a mail, read from the same props as its HTML: the paragraphs, the call to
 * action with its address, and the sign-off. Cheaper than converting the HTML back to text.
 */
export function layoutText({ greeting, action, children, locale }: LayoutProps): string {
  const paragraphs = [
    greeting,
    ...Children.toArray(children).map(plain),
    ...(action ? [`${action.label}: ${action.href}`] : []),
    SIGN_OFF,
    (locale ?? mailLocale('en')).t('layout.footer'),
  ];
  return `${paragraphs.join('\n\n')}\n`;
}
