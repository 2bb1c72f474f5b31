import {
  AIRPORTS,
  DEPARTURE_TIMES,
  DAY_MS,
  EARLY_BIRD_DAYS,
  type AdminFlightListQuery,
  type ClassType,
  type Flight,
  type FlightListQuery,
  type FlightPage,
  type FlightSearchPage,
  bookingsOpenAfter,
  type FlightSearchQuery,
  type SeatsData,
  classNotOnFlightMessage,
  seatNumbersOf,
  isoDayOf,
  timeZoneOf,
} from '@skylark/contract';
import { and, asc, desc, eq, gt, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cityLike, containsPattern } from './city-search';
import { bookingPassengers, flightClasses, flightDayCounts, flights } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  bagPricesColumn,
  brandsColumn,
  classesOf,
  findFlight,
  fromRow,
  toFlight,
  type PageRow,
} from './flight-view';

/** [start, end) of a yyyy-MM-dd UTC calendar day (the contract has checked that it is one). */
function utcDay(day: string): [Date, Date] {
  const start = new Date(`${day}T00:00:00.000Z`);
  return [start, new Date(start.getTime() + DAY_MS)];
}

type SortKey = FlightListQuery['sort'];
type SortOrder = FlightListQuery['order'];

function orderOf(sort: SortKey, order: SortOrder): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  switch (sort) {
    case 'price':
      return [dir(flights.lowestPriceCents), dir(flights.departureAt), dir(flights.id)];
    case 'flightNumber':
      return [dir(flights.flightNumber)];
    case 'date':
      return [dir(flights.departureAt), dir(flights.id)];
    case 'duration':
      // the expression of flights_duration_idx, made in a hand-written migration (docs/product.md#131-the-flight-list)
      return [
        dir(sql`(${flights.arrivalAt} - ${flights.departureAt})`),
        dir(flights.departureAt),
        dir(flights.id),
      ];
  }
}

/** The number of flights meeting `where`, as a scalar subquery. */
const countWhere = (where: SQL | undefined): SQL =>
  sql`select count(*) from ${flights} where ${where ?? sql`true`}`;

/** Flights per UTC day from `day` on (yyyy-MM-dd), summed from flight_day_counts, as a scalar subquery. */
function daysFrom(day: string | null, weekendOnly: boolean): SQL {
  const conditions: SQL[] = [sql`true`];
  if (day) conditions.push(sql`${flightDayCounts.day} >= ${day}`);
  if (weekendOnly) conditions.push(sql`extract(isodow from ${flightDayCounts.day}) in (6, 7)`);
  return sql`select coalesce(sum(${flightDayCounts.flights}), 0) from ${flightDayCounts} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The exact count of flights departing after `from` (meeting `where`, which implies it):
 * whole UTC days after from's day come from flight_day_counts, the rest of from's day from
 * the flights index. Stays fast however many flights lie ahead.
 */
function countFrom(from: Date, where: SQL | undefined, weekendOnly: boolean): SQL {
  const nextDay = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS + DAY_MS);
  const rest = countWhere(and(where, lt(flights.departureAt, nextDay)));
  return sql`select (${daysFrom(isoDayOf(nextDay), weekendOnly)}) + (${rest})`;
}

/**
 * One page of flights with their classes and the total, in one statement (one round trip):
 * the page is cut first (so the classes are read for its rows only), numbered in its order,
 * and joined to the total so an empty page still carries it.
 */
async function pageOfFlights(
  db: Queryable,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
  total: SQL = countWhere(where),
): Promise<FlightPage> {
  const order = sql.join(orderBy, sql`, `);
  const result = await db.execute<PageRow & { rn: number }>(sql`
    select t.total_flights, p.*,
      ${classesOf(sql`p.id`)} as classes, ${brandsColumn} as brands, ${bagPricesColumn} as bag_prices
    from (${total}) as t(total_flights)
    left join lateral (
      -- numbered after the cut, in the order the ordered subquery yields its rows
      select q.*, row_number() over () as rn from (
        select ${flights}.* from ${flights} where ${where ?? sql`true`}
        order by ${order} limit ${limit} offset ${(page - 1) * limit}
      ) q
    ) p on true
    order by p.rn`);
  const totalFlights = Number(result.rows[0]?.total_flights ?? 0);
  const items = result.rows
    .filter((r): r is PageRow & { id: string; rn: number } => r.id !== null)
    .map(fromRow);
  return {
    data: items.map(toFlight),
    currentPage: page,
    totalPages: Math.ceil(totalFlights / limit),
    totalFlights,
  };
}

const notDeparted = (now: Date) => gt(flights.departureAt, now);
/** At most this many sold-out flights beside a search's first page. */
const SOLD_OUT_SHOWN = 10;
/** A cancelled flight is never offered to travellers (docs/product.md#131-the-flight-list). */
const cancelled = eq(flights.status, 'CANCELLED');
const notCancelled = ne(flights.status, 'CANCELLED');

/** GET /user/flights: flights not departed yet nor cancelled, sorted (docs/product.md#13-flights-and-seats, docs/product.md#131-the-flight-list), optionally one offer. */
export function listFlights(db: Queryable, query: FlightListQuery, now = new Date()): Promise<FlightPage> {
  // a flight whose bookings have closed is no longer offered (docs/product.md#143-paying-for-a-booking)
  const open = bookingsOpenAfter(now);
  const conditions: SQL[] = [notDeparted(open)];
  let from = open;
  if (query.offer === 'early-bird') {
    from = new Date(now.getTime() + EARLY_BIRD_DAYS * DAY_MS);
    conditions.push(gte(flights.departureAt, from));
  }
  const weekend = query.offer === 'weekend';
  if (weekend) conditions.push(sql`extract(isodow from ${flights.departureAt} at time zone 'UTC') in (6, 7)`);
  const ahead = and(...conditions);
  // the day counts hold every flight; the few cancelled ones ahead are taken off through their partial index
  const total = sql`select (${countFrom(from, ahead, weekend)}) - (${countWhere(and(ahead, cancelled))})`;
  return pageOfFlights(
    db,
    and(ahead, notCancelled),
    orderOf(query.sort, query.order),
    query.page,
    query.limit,
    total,
  );
}

/** Each airport's IANA zone, as one jsonb object the search looks a flight's departure city up in. */
let zonesJson: string | undefined;
const airportZones = () =>
  (zonesJson ??= JSON.stringify(Object.fromEntries(AIRPORTS.map((name) => [name, timeZoneOf(name)]))));

/** Departing in one of the parts of the day, at the departure airport (a city outside the list in UTC). */
function departingIn(times: NonNullable<FlightSearchQuery['times']>): SQL {
  const zone = sql`coalesce(${airportZones()}::jsonb ->> ${flights.departureCity}, 'UTC')`;
  const hour = sql`extract(hour from ${flights.departureAt} at time zone ${zone})`;
  const parts = times.map((part) => {
    const [from, to] = DEPARTURE_TIMES[part];
    return sql`(${hour} >= ${from} and ${hour} < ${to})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * GET /user/flights/search: cities by substring, a UTC day, and a class with seats left for the
 * party (within the price range when one is given), the longest flight time and the parts of the day.
 */
export async function searchFlights(
  db: Queryable,
  query: FlightSearchQuery,
  now = new Date(),
): Promise<FlightSearchPage> {
  const conditions: SQL[] = [notDeparted(bookingsOpenAfter(now)), notCancelled];
  if (query.departureCity) conditions.push(cityLike(flights.departureCity, query.departureCity));
  if (query.arrivalCity) conditions.push(cityLike(flights.arrivalCity, query.arrivalCity));
  if (query.departureDate) {
    const [start, end] = utcDay(query.departureDate);
    conditions.push(gte(flights.departureAt, start), lt(flights.departureAt, end));
  }
  const seatsLeft = sql`${flightClasses.capacity} - ${flightClasses.bookedSeats} >= ${query.passengers}`;
  const classCondition = and(
    seatsLeft,
    query.classType ? eq(flightClasses.type, query.classType) : undefined,
    query.minPrice !== undefined
      ? gte(flightClasses.priceCents, Math.round(query.minPrice * 100))
      : undefined,
    query.maxPrice !== undefined
      ? sql`${flightClasses.priceCents} <= ${Math.round(query.maxPrice * 100)}`
      : undefined,
  );
  if (query.maxDuration !== undefined)
    conditions.push(
      sql`(${flights.arrivalAt} - ${flights.departureAt}) <= make_interval(hours => ${query.maxDuration}::int)`,
    );
  if (query.times?.length) conditions.push(departingIn(query.times));
  const hasSeats = sql`exists (select 1 from ${flightClasses} where ${flightClasses.flightId} = ${flights.id} and ${classCondition})`;
  const order = orderOf(query.sort, query.order);
  const page = await pageOfFlights(db, and(...conditions, hasSeats), order, query.page, query.limit);
  if (query.page !== 1) return page;
  // the same flights with no seats left for the party, in any class asked for: shown "Sold out"
  const priced = and(
    query.classType ? eq(flightClasses.type, query.classType) : undefined,
    query.minPrice !== undefined
      ? gte(flightClasses.priceCents, Math.round(query.minPrice * 100))
      : undefined,
    query.maxPrice !== undefined
      ? sql`${flightClasses.priceCents} <= ${Math.round(query.maxPrice * 100)}`
      : undefined,
  );
  const full = and(
    ...conditions,
    sql`not ${hasSeats}`,
    sql`exists (select 1 from ${flightClasses} where ${flightClasses.flightId} = ${flights.id} and ${priced ?? sql`true`})`,
  );
  const soldOut = await pageOfFlights(db, full, order, 1, SOLD_OUT_SHOWN);
  return { ...page, soldOut: soldOut.data };
}

/** The next departures first (soonest first), then the departed ones, latest first: docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk. */
function nextDeparturesFirst(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`(${flights.departureAt} < ${at}) asc`,
    sql`(case when ${flights.departureAt} >= ${at} then ${flights.departureAt} end) asc`,
    desc(flights.departureAt),
    asc(flights.id),
  ];
}

/** GET /admin/flights: every flight, the next departures first, with the Flight Management filters. */
export function listAdminFlights(
  db: Queryable,
  query: AdminFlightListQuery,
  now = new Date(),
): Promise<FlightPage> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(flights.flightNumber, pattern),
        ilike(flights.departureCity, pattern),
        ilike(flights.arrivalCity, pattern),
      )!,
    );
  }
  if (query.city) {
    const pattern = containsPattern(query.city);
    conditions.push(or(ilike(flights.departureCity, pattern), ilike(flights.arrivalCity, pattern))!);
  }
  if (query.status) conditions.push(eq(flights.status, query.status));
  if (query.departureDate) {
    const [start, end] = utcDay(query.departureDate);
    conditions.push(gte(flights.departureAt, start), lt(flights.departureAt, end));
  }
  if (query.arrivalDate) {
    const [start, end] = utcDay(query.arrivalDate);
    conditions.push(gte(flights.arrivalAt, start), lt(flights.arrivalAt, end));
  }
  const where = and(...conditions);
  const total = conditions.length === 0 ? daysFrom(null, false) : countWhere(where);
  return pageOfFlights(db, where, nextDeparturesFirst(now), query.page, query.limit, total);
}

export const getFlight = async (db: Queryable, id: string): Promise<Flight> =>
  toFlight(await findFlight(db, id));

/** Free seats of one class: its seat map (docs/product.md#13-flights-and-seats) minus seats held by active passengers. */
export async function availableSeats(db: Queryable, id: string, classType: ClassType): Promise<SeatsData> {
  const flight = await findFlight(db, id);
  if (!flight.classes.some((c) => c.type === classType)) throw notFound(classNotOnFlightMessage(classType));
  const seatMap = seatNumbersOf(
    classType,
    flight.classes.map((c) => ({ type: c.type, seats: c.capacity })),
  );
  const held = await db
    .select({ seatNumber: bookingPassengers.seatNumber })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.flightId, id), eq(bookingPassengers.active, true)));
  const taken = new Set(held.map((h) => h.seatNumber));
  return { availableSeats: seatMap.filter((seat) => !taken.has(seat)).map((seatNumber) => ({ seatNumber })) };
}
