import { i18n } from '@/lib/i18n';
import english from './locales/en/validation';

type Section = keyof typeof english;
type Template = { key: string; pattern: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const invert = (section: Record<string, string>) =>
  new Map(Object.entries(section).map(([key, text]) => [text, key]));

// built on the first message shown in another language: English never needs them
let lookup: { messages: Map<string, string>; fields: Map<string, string>; templates: Template[] } | undefined;
function tables() {
  return (lookup ??= {
    messages: invert(english.messages),
    fields: invert(english.fields),
    templates: Object.entries(english.templates).map(([key, text]) => {
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const source = escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.{1,100}?)');
      return { key, names, pattern: new RegExp(`^${source}$`) };
    }),
  });
}

const translate = (section: Section, key: string, values?: Record<string, string>) =>
  String(i18n.t(`validation:${section}.${key}` as never, values as never));

/**
 * A field error in the language shown (docs/decisions/102, "Formats"): the contract's schemas write
 * it in English, and its English text is its key — a message listed in the `validation` namespace
 * shows translated, any other (a rule added later, a server's own) as it came. English is unchanged.
 */
export function fieldError(message: string): string {
  if (i18n.language === 'en' || !i18n.language) return message;
  const { messages, fields, templates } = tables();
  const key = messages.get(message);
  if (key) return translate('messages', key);
  // a weak password's English hint from the estimator stays out: the refusal itself is translated
  if (message.startsWith(`${english.messages.weakPassword}:`)) return translate('messages', 'weakPassword');
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, i) => {
        const value = match[i + 1]!;
        const field = fields.get(value);
        return [name, field ? translate('fields', field) : value];
      }),
    );
    return translate('templates', template.key, values);
  }
  return message;
}
