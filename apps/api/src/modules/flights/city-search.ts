import { englishCitiesNamed } from '@skylark/contract/places';
import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A city searched by substring, as stored (English), or by a city's whole name in another language
 * ("Londres", "لندن"): flights are stored and searched by their English names (decision 110).
 */
export const cityLike = (column: Column, text: string): SQL =>
  or(
    ilike(column, containsPattern(text)),
    ...englishCitiesNamed(text).map((city) => ilike(column, containsPattern(city))),
  )!;
