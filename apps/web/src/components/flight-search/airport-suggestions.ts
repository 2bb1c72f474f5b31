import { loadOnFirstUse } from '@/lib/load-on-first-use';

/**
 * The airports' names load when a city field is first focused, not with the page: its first load
 * stays smaller, and the prerendered page has no suggestions to hydrate.
 */
const loadAirports = loadOnFirstUse(() =>
  import('@skylark/contract/airports').then((module) => module.AIRPORTS),
);
/** No names if they could not be downloaded: no suggestions, and the cities searched as typed. */
export const airportsOrNone = () => loadAirports().catch((): readonly string[] => []);

/** Typing "Paris, Charles de Gaulle (CDG)" from the list searches "Paris"; free text is searched as typed. */
export const cityQuery = (value: string, airports: readonly string[]) => {
  const trimmed = value.trim();
  return airports.includes(trimmed) ? (trimmed.split(',')[0] ?? trimmed) : trimmed;
};
