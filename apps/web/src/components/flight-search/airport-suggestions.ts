import { cityOf, foldedName, type placeNaming } from '@skylark/contract';
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

/** How the page's language shows a stored place (usePlaceNames). */
type PlaceNaming = ReturnType<typeof placeNaming>;

/**
 * What a city field searches, by the stored (English) city, which the flights are searched by: an
 * airport chosen from the list ("Londres, Heathrow (LHR)" or "London, Heathrow (LHR)") or a city typed
 * as the page's language names it ("londres"), by its city; any other text as typed (docs/decisions/110).
 */
export function cityQuery(value: string, airports: readonly string[], naming: PlaceNaming): string {
  const typed = value.trim();
  const asTyped = foldedName(typed);
  const airport = airports.find(
    (name) => name === typed || naming.place(name) === typed || foldedName(naming.city(name)) === asTyped,
  );
  return airport ? cityOf(airport) : typed;
}
