import { AIRPORTS } from './airport-names';

export { AIRPORTS };

const OFFSHORE_SUFFIXES = ['(Offshore)', '(Drilling Base)'] as const;

/** Offshore rigs and drilling-company pick-up points, served by PRIVATEJET / CHOPPER. */
export const OFFSHORE_POINTS: readonly string[] = Object.freeze(
  AIRPORTS.filter((name) => OFFSHORE_SUFFIXES.some((suffix) => name.endsWith(suffix))),
);

const AIRPORT_SET: ReadonlySet<string> = new Set(AIRPORTS);

/** Exact membership in {@link AIRPORTS}. */
export const isAirport = (name: string): boolean => AIRPORT_SET.has(name);

/** The arrival choices: every airport except the chosen departure. */
export function airportsExcept(name: string | undefined): readonly string[] {
  if (name === undefined || !AIRPORT_SET.has(name)) return AIRPORTS;
  return AIRPORTS.filter((airport) => airport !== name);
}
