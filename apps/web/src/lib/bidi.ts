import { isLanguage, languageDirection } from '@skylark/contract';

const ISOLATE_START = { ltr: '\u2066', auto: '\u2068' } as const;
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Whether a language or a locale of it ("ar", "ar-AE-u-nu-latn") writes right to left. */
export function writesRightToLeft(locale: string): boolean {
  const language = locale.split('-')[0];
  return isLanguage(language) && languageDirection(language) === 'rtl';
}

/**
 * `text` laid out on its own, left to right or by its first strong letter ('auto'), whatever
 * surrounds it: a Unicode bidi isolate, for a piece of a right-to-left sentence.
 */
export const isolate = (text: string, direction: 'ltr' | 'auto'): string =>
  `${ISOLATE_START[direction]}${text}${POP_DIRECTIONAL_ISOLATE}`;
