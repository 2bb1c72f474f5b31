import type { Language } from './languages';
import { foldedName, placeNaming } from './place-names';
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

let englishCitiesByName: Map<string, string[]> | undefined;

/**
 * The English cities some language names `text` (without regard to case or accents: "londres" is
 * London), so that a search typed in any language finds the stored names; none when no list has it.
 */
export function englishCitiesNamed(text: string): readonly string[] {
  if (!englishCitiesByName) {
    englishCitiesByName = new Map();
    for (const names of Object.values(PLACE_NAMES))
      for (const [english, name] of Object.entries(names)) {
        const key = foldedName(name);
        const cities = englishCitiesByName.get(key) ?? [];
        if (!cities.includes(english)) englishCitiesByName.set(key, [...cities, english]);
      }
  }
  return englishCitiesByName.get(foldedName(text.trim())) ?? [];
}
