import {
  type Language,
  airportDateTime,
  airportTime,
  formatEuros,
  formatInCurrency,
  formatMoney,
  isolate,
  languageDirection,
  timeZoneOf,
} from '@skylark/contract';
import { placeNames } from '@skylark/contract/places';
import i18next, { type TFunction } from 'i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/**
 * The words of the mails and documents in each language (docs/product.md#1418-languages-of-e-mails-and-documents,
 * decision 103): English is the source, each other language a hand-written file of the same keys.
 */
export const MAIL_RESOURCES = { en, es, fr, ar } as const satisfies Record<Language, unknown>;

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(MAIL_RESOURCES).map(([language, translation]) => [language, { translation }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  // a mail's HTML is escaped by React and its text part is plain: i18next escapes nothing
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** i18next's options that change which text a key resolves to: a call with one goes to i18next itself. */
const RESOLVING_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keyPrefix',
  'replace',
  'interpolation',
  'postProcess',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
]);
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A text cut at its placeholders: texts[0], values[names[0]], texts[1], … */
interface Template {
  texts: string[];
  names: string[];
}

/** The key's text cut at its placeholders; null when i18next must read it, undefined when there is no such key. */
function templateOf(language: Language, key: string): Template | null | undefined {
  const text: unknown =
    i18n.getResource(language, 'translation', key) ?? i18n.getResource('en', 'translation', key);
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  const texts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    texts.push(text.slice(last, m.index));
    names.push(m[1]!);
    last = m.index + m[0].length;
  }
  texts.push(text.slice(last));
  // a {{ left that is not a plain placeholder ({{ name }}, a format) is i18next's to read
  if (texts.some((t) => t.includes('{{'))) return null;
  return { texts, names };
}

/**
 * i18next's t for a language, with the mails' common call (a key and plain values, no plural, no
 * context) answered from the key's text cut once at its placeholders: i18next resolving every line
 * of every mail was the mail thread's largest cost (docs/speed.md). Anything else goes to i18next.
 */
function translator(language: Language): TFunction {
  const slow = i18n.getFixedT(language);
  const templates = new Map<string, Template | null>();
  const t = (key: unknown, options?: unknown): string => {
    const call = () => (slow as unknown as (key: unknown, options?: unknown) => string)(key, options);
    if (typeof key !== 'string') return call();
    if (options !== undefined && (typeof options !== 'object' || options === null)) return call();
    let template = templates.get(key);
    if (template === undefined) {
      // only keys of the files are kept: a key made from data that has no text is not remembered
      template = templateOf(language, key);
      if (template !== undefined) templates.set(key, template);
    }
    if (!template) return call();
    const values = (options ?? {}) as Record<string, unknown>;
    for (const name in values) if (RESOLVING_OPTIONS.has(name)) return call();
    let out = template.texts[0]!;
    for (let i = 0; i < template.names.length; i++) {
      const value = values[template.names[i]!];
      if (typeof value !== 'string' && typeof value !== 'number') return call();
      out += String(value) + template.texts[i + 1]!;
    }
    return out;
  };
  return t as TFunction;
}

/** How a mail or document speaks one language. */
export interface MailLocale {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: TFunction;
  /** dollars, as the contract's formatMoney writes them in English */
  money(dollars: number): string;
  /** euros (an EU261 compensation), as the contract's formatEuros writes them in English */
  euros(amount: number): string;
  /** an instant at an airport, in its zone, zone named */
  airportTime(value: string | Date, airport: string): string;
  /** the time of day at an airport, in its zone */
  airportClock(value: string | Date, airport: string): string;
  /** a value that reads left to right (isolated in right-to-left text, as is elsewhere) */
  ltr(value: string): string;
  /** a stored airport name with its city in this language: "Londres, Heathrow (LHR)" (decision 110) */
  place(stored: string): string;
}

const BCP47: Record<Language, string> = { en: 'en-US', es: 'es', fr: 'fr', ar: 'ar-u-nu-latn' };
const moneyFormats = new Map<string, Intl.NumberFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and time (or the time alone) at an airport in a language, the zone named. */
function formatAt(language: Language, airport: string, kind: 'full' | 'clock'): Intl.DateTimeFormat {
  const timeZone = timeZoneOf(airport);
  const key = `${language} ${timeZone} ${kind}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(BCP47[language], {
      timeZone,
      ...(kind === 'full' ? { day: '2-digit', month: 'short', year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** Dollars with cents; euros as the contract writes them, whole unless they have cents. */
function moneyFormat(language: Language, currency: 'USD' | 'EUR'): Intl.NumberFormat {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(BCP47[language], {
      style: 'currency',
      currency,
      ...(currency === 'EUR' ? { minimumFractionDigits: 0, maximumFractionDigits: 2 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

function localeOf(language: Language): MailLocale {
  const rtl = languageDirection(language) === 'rtl';
  // a flight number, time, reference or address keeps its order in Arabic
  const ltr = (value: string) => (rtl ? isolate(value, 'ltr') : value);
  const { place } = placeNames(language);
  if (language === 'en')
    return {
      language,
      dir: 'ltr',
      t: translator('en'),
      money: formatMoney,
      euros: formatEuros,
      airportTime: airportDateTime,
      airportClock: airportTime,
      ltr,
      place,
    };
  return {
    language,
    dir: languageDirection(language),
    t: translator(language),
    ltr,
    place,
    // as the web writes them: in Arabic the number, then the currency's sign kept whole
    money: (dollars) => formatInCurrency(moneyFormat(language, 'USD'), dollars, BCP47[language]),
    euros: (amount) => formatInCurrency(moneyFormat(language, 'EUR'), amount, BCP47[language]),
    // a date in Arabic is Arabic text: marked left to right, its day would stand after its zone
    airportTime: (value, airport) => formatAt(language, airport, 'full').format(new Date(value)),
    airportClock: (value, airport) => formatAt(language, airport, 'clock').format(new Date(value)),
  };
}

const locales = new Map<Language, MailLocale>();
/** The locale of a language; English when none is known (a booking read before languages). */
export function mailLocale(language: Language | undefined): MailLocale {
  const key = language ?? 'en';
  let locale = locales.get(key);
  if (!locale) {
    locale = localeOf(key);
    locales.set(key, locale);
  }
  return locale;
}
