import { z } from 'zod';

/**
 * The languages Skylark speaks (docs/product.md#1417-languages-of-e-mails-and-documents): English is
 * the source; a traveller's e-mails and documents use their profile's language, a booking without an
 * account the language it was made in.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie in which the web's switcher remembers the language. */
export const LANGUAGE_COOKIE = 'lang';
/** The languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const languageSchema = z.enum(LANGUAGES, {
  message: `Language must be one of ${LANGUAGES.join(', ')}`,
});
