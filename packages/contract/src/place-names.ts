import { cityOf } from './airports';
import type { Language } from './languages';

/**
 * A stored airport name ("Paris, Charles de Gaulle (CDG)") with its city as `language` names it: the
 * language's comma, then the airport's own name, kept as stored (decision 110).
 */
export function withCityName(stored: string, city: string, language: Language): string {
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
