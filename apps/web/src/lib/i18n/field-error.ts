import type { Language } from '@skylark/contract';
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

const translate = (language: Language, section: Section, key: string, values?: Record<string, string>) =>
  String(i18n.t(`validation:${section}.${key}` as never, { ...values, lng: language } as never));

/**
 * A field error in `language` (docs/decisions/102, "Formats"): the contract's schemas write it in
 * English, and its English text is its key — a message listed in the `validation` namespace shows
 * translated, any other (a rule added later, a server's own) as it came. English is unchanged.
 */
export function fieldError(message: string, language: Language): string {
  if (language === 'en') return message;
  const { messages, fields, templates } = tables();
  const key = messages.get(message);
  if (key) return translate(language, 'messages', key);
  // a weak password's English hint from the estimator stays out: the refusal itself is translated
  if (message.startsWith(`${english.messages.weakPassword}:`))
    return translate(language, 'messages', 'weakPassword');
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, i) => {
        const value = match[i + 1]!;
        const field = fields.get(value);
        return [name, field ? translate(language, 'fields', field) : value];
      }),
    );
    return translate(language, 'templates', template.key, values);
  }
  return message;
}
