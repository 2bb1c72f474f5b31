/** The languages Skylark speaks (docs/decisions/102): English is the source, the others translate it. */
export const LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice of language. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The languages written right to left. */
const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** The writing direction of a language's pages. */
export const languageDirection = (language: Language): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

/** Whether a language or a locale of it ("ar", "ar-AE-u-nu-latn") writes right to left. */
export function writesRightToLeft(locale: string): boolean {
  const language = locale.split('-')[0];
  return isLanguage(language) && languageDirection(language) === 'rtl';
}

/** Unicode's bidi isolates: left-to-right, first strong, and the pop that closes either. */
export const LEFT_TO_RIGHT_ISOLATE = '\u2066';
export const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` laid out on its own, left to right or by its first strong letter ('auto'), whatever
 * surrounds it: a piece of a right-to-left sentence, on a page, in a mail or in a document.
 */
export const isolate = (text: string, direction: 'ltr' | 'auto'): string =>
  `${direction === 'ltr' ? LEFT_TO_RIGHT_ISOLATE : FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/** A page document marked as written in `language`: its `<html lang dir>`. */
export const htmlWithLanguage = (html: string, language: Language): string =>
  html.replace(/<html[^>]*>/, `<html lang="${language}" dir="${languageDirection(language)}">`);
