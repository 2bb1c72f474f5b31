import type { Language } from './languages';
import { placeNaming } from './place-names';
import ar from './places/ar.json';
import es from './places/es.json';
import fr from './places/fr.json';

/**
 * The city, town or offshore region of every airport, as each language other than English names it,
 * keyed by its English name (decision 110). The web loads one language's list with its pages.
 */
export const PLACE_NAMES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  es,
  fr,
  ar,
};

/** The places of stored airport names in `language` (English: as stored). */
export const placeNames = (language: Language) =>
  placeNaming(language, (english) => (language === 'en' ? undefined : PLACE_NAMES[language][english]));
