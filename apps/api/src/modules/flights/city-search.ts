import { englishCitiesNamed } from '@skylark/contract/places';
import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A city searched by substring, as stored (English), or by a city's whole name in another language
 * ("Londres", "لندن"): flights are stored and searched by their English names (decision 110). A city
 * that already holds the text ("Paris" in French) adds nothing to the search by substring.
 */
export const cityLike = (column: Column, text: string): SQL => {
  const typed = text.toLowerCase();
  const others = englishCitiesNamed(text).filter((city) => !city.toLowerCase().includes(typed));
  return or(
    ilike(column, containsPattern(text)),
    ...others.map((city) => ilike(column, containsPattern(city))),
  )!;
};
