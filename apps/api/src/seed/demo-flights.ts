/**
 * The demo flights seeded on a first start (decisions: "at least 60 flights over the
 * next 120 days, every class type represented, chopper and private-jet flights to
 * offshore oil-rig pick-up points, some flights nearly full").
 *
 * A pure description: no database access. Deterministic: a seeded PRNG (mulberry32)
 * drives every choice, and all dates are relative to `now`, so the same `now` gives
 * the same flights.
 */
import {
  DAY_MS,
  AIRPORTS,
  MAX_SEATS,
  OFFSHORE_POINTS,
  type ClassType,
  type FlightStatus,
  MINUTE_MS,
} from '@skylark/contract';
import {
  AIRLINE_ROUTES,
  OFFSHORE_ROUTES,
  type AirlineRoute,
  type OffshoreRoute,
  type PlaceRef,
} from './demo-routes';

export interface DemoFlightClass {
  type: ClassType;
  priceCents: number;
  capacity: number;
  bookedSeats: number;
}

export interface DemoFlight {
  /** /^[A-Z]{2}\d{3,4}$/, unique */
  flightNumber: string;
  /** one of AIRPORTS */
  departureCity: string;
  /** one of AIRPORTS, different from departureCity */
  arrivalCity: string;
  departureAt: Date;
  arrivalAt: Date;
  status: FlightStatus;
  classes: DemoFlightClass[];
}

/** Skylark's airline designator. */
const AIRLINE_CODE = 'SK';
const SEED = 0x5c71a4c;
/** Departures fall on days 2..118 after the start of `now`'s UTC day. */
const SPREAD_DAYS = 117;

const AIRPORT_SET: ReadonlySet<string> = new Set(AIRPORTS);
const OFFSHORE_SET: ReadonlySet<string> = new Set(OFFSHORE_POINTS);
const BY_IATA: ReadonlyMap<string, string> = new Map(
  AIRPORTS.flatMap((name): [string, string][] => {
    const code = /\(([A-Z]{3})\)$/.exec(name)?.[1];
    return code === undefined ? [] : [[code, name]];
  }),
);

/**
 * The n-th trip over a list of routes: every route outbound, then every route back, and so on.
 * `index` is the route's place in the list.
 */
function nthTrip<T extends AirlineRoute>(
  routes: readonly T[],
  n: number,
  kind: string,
): { template: T; from: string; to: string; leg: number } {
  const index = n % routes.length;
  const template = routes[index];
  if (template === undefined) throw new Error(`demo flights: no ${kind} route`);
  const back = Math.floor(n / routes.length) % 2 === 1;
  return {
    template,
    from: place(back ? template.to : template.from),
    to: place(back ? template.from : template.to),
    // outbound legs get even numbers, return legs the odd one after
    leg: 2 * index + (back ? 1 : 0),
  };
}

/** The display name of a place; throws on a reference that is not in AIRPORTS. */
function place(ref: PlaceRef): string {
  const name = /^[A-Z]{3}$/.test(ref) ? BY_IATA.get(ref) : ref;
  if (name === undefined || !AIRPORT_SET.has(name)) {
    throw new Error(`demo flights: unknown airport ${ref}`);
  }
  return name;
}

/** mulberry32: a small, fast, seedable PRNG giving floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

/** An integer in [min, max]. */
const intIn = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** An element of a non-empty list. */
function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('demo flights: empty list');
  return item;
}

/** A fare in cents ending in $…9, at least $49. */
const fareCents = (dollars: number): number => Math.max(49, Math.round(dollars / 10) * 10 - 1) * 100;

const roundUpToQuarter = (minutes: number): number => Math.ceil(minutes / 15) * 15;

type Haul = 'short' | 'medium' | 'long';
const haulOf = (blockMinutes: number): Haul =>
  blockMinutes < 150 ? 'short' : blockMinutes < 360 ? 'medium' : 'long';

/** Cabin sizes per haul, each within MAX_SEATS. */
const CABINS: Record<Haul, Partial<Record<ClassType, readonly number[]>>> = {
  short: { ECONOMY: [120, 132, 144, 156, 168, 174], BUSINESS: [8, 12, 16] },
  medium: {
    ECONOMY: [144, 150, 162, 168, 174, 180],
    BUSINESS: [16, 20, 24, 28],
    FIRST: [8, 10, 12],
  },
  long: {
    ECONOMY: [150, 162, 168, 174, 180],
    BUSINESS: [28, 32, 36, 40],
    FIRST: [8, 12, 14, 16, 20],
  },
};

/** Fare multiples of the economy fare. */
const FARE_MULTIPLES: Record<Haul, Partial<Record<ClassType, number>>> = {
  short: { ECONOMY: 1, BUSINESS: 2.3 },
  medium: { ECONOMY: 1, BUSINESS: 2.9, FIRST: 5 },
  long: { ECONOMY: 1, BUSINESS: 3.8, FIRST: 7.5 },
};

const AIRLINER_CLASSES: readonly ClassType[] = ['ECONOMY', 'BUSINESS', 'FIRST'];

/** Seats already sold: 0..30% of capacity. */
const lightLoad = (rng: Rng, capacity: number): number => Math.floor(rng() * 0.3 * capacity);

function airlinerClasses(rng: Rng, blockMinutes: number): DemoFlightClass[] {
  const haul = haulOf(blockMinutes);
  const economyUsd = (49 + blockMinutes * 0.95) * (0.9 + rng() * 0.25);
  const classes: DemoFlightClass[] = [];
  for (const type of AIRLINER_CLASSES) {
    const sizes = CABINS[haul][type];
    const multiple = FARE_MULTIPLES[haul][type];
    if (sizes === undefined || multiple === undefined) continue;
    const capacity = Math.min(pick(rng, sizes), MAX_SEATS[type]);
    const jitter = type === 'ECONOMY' ? 1 : 0.95 + rng() * 0.15;
    classes.push({
      type,
      priceCents: fareCents(economyUsd * multiple * jitter),
      capacity,
      bookedSeats: lightLoad(rng, capacity),
    });
  }
  return classes;
}

function offshoreClasses(rng: Rng, template: OffshoreRoute): DemoFlightClass[] {
  const max = MAX_SEATS[template.type];
  const capacity = template.type === 'CHOPPER' ? intIn(rng, max - 1, max) : intIn(rng, 8, max);
  return [
    {
      type: template.type,
      priceCents: fareCents(template.fareUsd * (0.95 + rng() * 0.15)),
      capacity,
      bookedSeats: lightLoad(rng, capacity),
    },
  ];
}

/** Every 7th slot (from the 5th) is an offshore flight: 10 of the default 72. */
const isOffshoreSlot = (slot: number): boolean => slot % 7 === 4;
/** Every 12th slot (from the 4th) is nearly full: 6 of the default 72. */
const isNearlyFullSlot = (slot: number): boolean => slot % 12 === 3;
/** Every 17th slot (from the 10th) is delayed: 4 of the default 72. */
const isDelayedSlot = (slot: number): boolean => slot % 17 === 9;

/**
 * The demo flights, `count` of them (default 72), over the next 120 days from `now`:
 * the first departs on the second UTC day after `now` (so at least a day ahead),
 * times fall on the quarter hour (UTC), and all fall within 120 days of `now`.
 */
export function buildDemoFlights(now: Date, count = 72): DemoFlight[] {
  const total = Math.max(0, Math.floor(count));
  const rng = mulberry32(SEED);
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const used = new Set<string>();
  const flights: DemoFlight[] = [];
  let airlineIndex = 0;
  let offshoreIndex = 0;
  let nearlyFullIndex = 0;

  const flightNumber = (base: number): string => {
    let n = base;
    while (used.has(`${AIRLINE_CODE}${n}`)) n += 1000;
    if (n > 9999) throw new Error('demo flights: flight numbers exhausted');
    const value = `${AIRLINE_CODE}${n}`;
    used.add(value);
    return value;
  };

  for (let slot = 0; slot < total; slot += 1) {
    const day = 2 + Math.floor((slot * SPREAD_DAYS) / total);
    let trip: { from: string; to: string; template: AirlineRoute };
    let classes: DemoFlightClass[];
    let number: string;
    let firstHour: number;
    let lastHour: number;

    if (isOffshoreSlot(slot)) {
      const offshoreTrip = nthTrip(OFFSHORE_ROUTES, offshoreIndex, 'offshore');
      trip = offshoreTrip;
      classes = offshoreClasses(rng, offshoreTrip.template);
      number = flightNumber(800 + offshoreTrip.leg);
      // Helicopters fly offshore in daylight; jets a little later too.
      firstHour = 7;
      lastHour = offshoreTrip.template.type === 'CHOPPER' ? 14 : 18;
      offshoreIndex += 1;
    } else {
      const airlineTrip = nthTrip(AIRLINE_ROUTES, airlineIndex, 'airline');
      trip = airlineTrip;
      classes = airlinerClasses(rng, airlineTrip.template.blockMinutes);
      number = flightNumber(100 + airlineTrip.leg);
      firstHour = 6;
      lastHour = 22;
      airlineIndex += 1;
    }
    const { from, to } = trip;
    const { blockMinutes } = trip.template;

    if (isNearlyFullSlot(slot)) {
      const target = classes[nearlyFullIndex % classes.length];
      if (target !== undefined) target.bookedSeats = target.capacity - intIn(rng, 1, 3);
      nearlyFullIndex += 1;
    }

    const minuteOfDay = intIn(rng, firstHour, lastHour) * 60 + intIn(rng, 0, 3) * 15;
    const departureMs = startOfDay + day * DAY_MS + minuteOfDay * MINUTE_MS;
    const arrivalMs = departureMs + roundUpToQuarter(blockMinutes) * MINUTE_MS;

    flights.push({
      flightNumber: number,
      departureCity: from,
      arrivalCity: to,
      departureAt: new Date(departureMs),
      arrivalAt: new Date(arrivalMs),
      status: isDelayedSlot(slot) ? 'DELAYED' : 'SCHEDULED',
      classes,
    });
  }
  return flights;
}

/** True when a flight goes to or from an offshore rig or drilling base. */
export const isOffshoreFlight = (flight: Pick<DemoFlight, 'departureCity' | 'arrivalCity'>): boolean =>
  OFFSHORE_SET.has(flight.departureCity) || OFFSHORE_SET.has(flight.arrivalCity);
