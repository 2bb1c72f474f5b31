import type { Language } from './languages';

/** The city (or region) of a display name: the part before the first comma. */
export function cityOf(name: string): string {
  const comma = name.indexOf(',');
  return (comma === -1 ? name : name.slice(0, comma)).trim();
}

/** A name as a traveller may type it: no case, no accents ("paris" for "París"). */
export const foldedName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A stored airport name ("Paris, Charles de Gaulle (CDG)") with its city as `language` names it: the
 * language's comma, then the airport's own name, kept as stored (decision 110).
 */
function withCityName(stored: string, city: string, language: Language): string {
  const comma = stored.indexOf(',');
  if (comma === -1) return city;
  return `${city}${language === 'ar' ? '، ' : ', '}${stored.slice(comma + 1).trim()}`;
}

/** How a language names the places of stored airport names, given its list of city names. */
export function placeNaming(language: Language, cityNameOf: (englishCity: string) => string | undefined) {
  const city = (stored: string) => {
    const english = cityOf(stored);
    return cityNameOf(english) ?? english;
  };
  return { city, place: (stored: string) => withCityName(stored, city(stored), language) };
}
