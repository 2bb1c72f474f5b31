import { cityOf } from '@skylark/contract';
import { AIRPORTS } from '@skylark/contract/airports';

/**
 * The cities, towns and offshore regions flights serve, by their English name: English shows them as
 * stored, so this namespace only lists the keys every other language translates (docs/decisions/110).
 */
const places: Record<string, string> = Object.fromEntries(
  AIRPORTS.map((name) => [cityOf(name), cityOf(name)]),
);

export default places;
