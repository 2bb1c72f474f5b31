import {
  CLASS_TYPES,
  EARLY_BIRD_DAYS,
  MSG,
  type AdminFlightListQuery,
  type ClassType,
  type CreateFlightBody,
  type Flight,
  type FlightListQuery,
  type FlightPage,
  type FlightSearchQuery,
  type SeatsData,
  type UpdateFlightBody,
  classNotOnFlightMessage,
  firstAirportError,
  firstClassError,
  firstCreateFlightError,
  firstScheduleError,
  flightMessages,
  seatNumbersOf,
  seatsBelowBookedMessage,
  seatsOrDefault,
} from '@skylark/contract';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingPassengers,
  bookings,
  flightClasses,
  flightDayCounts,
  flights,
  type FlightClassRow,
  type FlightRow,
} from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { cents, dollars, iso } from '../../lib/units';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_BOOKING = ['PENDING', 'CONFIRMED'] as const;

export type FlightWithClasses = FlightRow & { classes: FlightClassRow[] };

const classOrder = (type: ClassType) => CLASS_TYPES.indexOf(type);

/** A flight as every call answers it (contract flightSchema): dollars, seats left per class and in all. */
export function toFlight(flight: FlightWithClasses): Flight {
  const classes = [...flight.classes].sort((a, b) => classOrder(a.type) - classOrder(b.type));
  const classTypes = classes.map((c) => ({
    _id: c.id,
    type: c.type,
    price: dollars(c.priceCents),
    availableSeats: c.capacity - c.bookedSeats,
    totalSeats: c.capacity,
  }));
  return {
    _id: flight.id,
    flightNumber: flight.flightNumber,
    status: flight.status,
    departure: { city: flight.departureCity, date: iso(flight.departureAt) },
    arrival: { city: flight.arrivalCity, date: iso(flight.arrivalAt) },
    departureTime: iso(flight.departureAt),
    availableSeats: classTypes.reduce((sum, c) => sum + c.availableSeats, 0),
    lowestPrice: dollars(flight.lowestPriceCents),
    classTypes,
    createdAt: iso(flight.createdAt),
    updatedAt: iso(flight.updatedAt),
  };
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

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
  return sql`select (${daysFrom(iso(nextDay).slice(0, 10), weekendOnly)}) + (${rest})`;
}

type PageRow = {
  total_flights: string | number;
  id: string | null;
  flight_number: string;
  departure_city: string;
  departure_at: string | Date;
  arrival_city: string;
  arrival_at: string | Date;
  status: FlightRow['status'];
  lowest_price_cents: number;
  created_at: string | Date;
  updated_at: string | Date;
  classes: string | ClassJson[] | null;
};
type ClassJson = {
  id: string;
  type: FlightClassRow['type'];
  priceCents: number;
  capacity: number;
  bookedSeats: number;
};

/** The classes of the flight `flightId` refers to, as a JSON list (a scalar subquery). */
const classesOf = (flightId: SQL) => sql`(
  select json_agg(json_build_object('id', c.id, 'type', c.type, 'priceCents', c.price_cents,
                                    'capacity', c.capacity, 'bookedSeats', c.booked_seats))
  from ${flightClasses} c where c.flight_id = ${flightId})`;

/** A raw row of flights (snake_case, dates as text or Date by driver) with its classes. */
function fromRow(r: PageRow & { id: string }): FlightWithClasses {
  const classes: ClassJson[] =
    typeof r.classes === 'string' ? (JSON.parse(r.classes) as ClassJson[]) : (r.classes ?? []);
  return {
    id: r.id,
    flightNumber: r.flight_number,
    departureCity: r.departure_city,
    departureAt: new Date(r.departure_at),
    arrivalCity: r.arrival_city,
    arrivalAt: new Date(r.arrival_at),
    status: r.status,
    lowestPriceCents: Number(r.lowest_price_cents),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    classes: classes.map((c) => ({ ...c, flightId: r.id })),
  };
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
      ${classesOf(sql`p.id`)} as classes
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

/** GET /user/flights: flights not departed yet, any status, sorted (docs/product.md §13), optionally one offer. */
export function listFlights(db: Queryable, query: FlightListQuery, now = new Date()): Promise<FlightPage> {
  const conditions: SQL[] = [notDeparted(now)];
  let from = now;
  if (query.offer === 'early-bird') {
    from = new Date(now.getTime() + EARLY_BIRD_DAYS * DAY_MS);
    conditions.push(gte(flights.departureAt, from));
  }
  const weekend = query.offer === 'weekend';
  if (weekend) conditions.push(sql`extract(isodow from ${flights.departureAt} at time zone 'UTC') in (6, 7)`);
  const where = and(...conditions);
  return pageOfFlights(
    db,
    where,
    orderOf(query.sort, query.order),
    query.page,
    query.limit,
    countFrom(from, where, weekend),
  );
}

/** GET /user/flights/search: cities by substring, a UTC day, and seats left for the party in a class. */
export function searchFlights(
  db: Queryable,
  query: FlightSearchQuery,
  now = new Date(),
): Promise<FlightPage> {
  const conditions: SQL[] = [notDeparted(now)];
  if (query.departureCity)
    conditions.push(ilike(flights.departureCity, containsPattern(query.departureCity)));
  if (query.arrivalCity) conditions.push(ilike(flights.arrivalCity, containsPattern(query.arrivalCity)));
  if (query.departureDate) {
    const [start, end] = utcDay(query.departureDate);
    conditions.push(gte(flights.departureAt, start), lt(flights.departureAt, end));
  }
  const seatsLeft = sql`${flightClasses.capacity} - ${flightClasses.bookedSeats} >= ${query.passengers}`;
  const classCondition = query.classType
    ? and(eq(flightClasses.type, query.classType), seatsLeft)
    : seatsLeft;
  conditions.push(
    sql`exists (select 1 from ${flightClasses} where ${flightClasses.flightId} = ${flights.id} and ${classCondition})`,
  );
  return pageOfFlights(db, and(...conditions), orderOf(query.sort, query.order), query.page, query.limit);
}

/** GET /admin/flights: every flight, latest departure first, with the Flight Management filters. */
export function listAdminFlights(db: Queryable, query: AdminFlightListQuery): Promise<FlightPage> {
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
  return pageOfFlights(
    db,
    where,
    [desc(flights.departureAt), desc(flights.id)],
    query.page,
    query.limit,
    total,
  );
}

async function findFlight(db: Queryable, id: string): Promise<FlightWithClasses> {
  const result = await db.execute<PageRow>(
    sql`select f.*, ${classesOf(sql`f.id`)} as classes, 1 as total_flights from ${flights} f where f.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row?.id) throw notFound(flightMessages.flightNotFound);
  return fromRow({ ...row, id: row.id });
}

export const getFlight = async (db: Queryable, id: string): Promise<Flight> =>
  toFlight(await findFlight(db, id));

/** Free seats of one class: its seat map (docs/product.md §13) minus seats held by active passengers. */
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

/** POST /admin/flights: the spec's rules in order (shared with the dialog), then a unique flight number. */
export async function createFlight(db: Queryable, body: CreateFlightBody, now = new Date()): Promise<Flight> {
  const problem = firstCreateFlightError(body, now);
  if (problem) throw badRequest(problem);
  const classes = body.classTypes.map((c) => ({
    type: c.type,
    priceCents: cents(c.price),
    capacity: seatsOrDefault(c),
  }));
  const [taken] = await db
    .select({ id: flights.id })
    .from(flights)
    .where(eq(flights.flightNumber, body.flightNumber));
  if (taken) throw conflict(flightMessages.flightNumberTaken);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flights)
        .values({
          flightNumber: body.flightNumber,
          departureCity: body.departure.city,
          departureAt: new Date(body.departure.date),
          arrivalCity: body.arrival.city,
          arrivalAt: new Date(body.arrival.date),
          status: body.status ?? 'SCHEDULED',
          lowestPriceCents: Math.min(...classes.map((c) => c.priceCents)),
        })
        .returning({ id: flights.id });
      await tx.insert(flightClasses).values(classes.map((c) => ({ ...c, flightId: row!.id })));
      return row!.id;
    });
    return await getFlight(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'flights_flight_number_key'))
      throw conflict(flightMessages.flightNumberTaken);
    throw error;
  }
}

function parseDate(value: string, message: string): Date {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) throw badRequest(message);
  return date;
}

export interface UpdateResult {
  flight: Flight;
  /** mails to the owners of bookings cancelled with the flight; send after the commit */
  mails: Mail[];
}

/**
 * PATCH /admin/flights/:id. Seats for sale may not go below those booked (409); setting
 * CANCELLED cancels the flight's active bookings with a refund of what was paid (docs/product.md §13).
 */
export async function updateFlight(
  db: Queryable,
  id: string,
  body: UpdateFlightBody,
  now = new Date(),
): Promise<UpdateResult> {
  const mails: Mail[] = [];
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(flights).where(eq(flights.id, id)).for('update');
    if (!current) throw notFound(flightMessages.flightNotFound);
    const classes = await tx.select().from(flightClasses).where(eq(flightClasses.flightId, id)).for('update');

    const departureCity = body.departure?.city ?? current.departureCity;
    const arrivalCity = body.arrival?.city ?? current.arrivalCity;
    const departureAt = body.departure?.date
      ? parseDate(body.departure.date, MSG.departureInFuture)
      : current.departureAt;
    const arrivalAt = body.arrival?.date
      ? parseDate(body.arrival.date, MSG.arrivalAfterDeparture)
      : current.arrivalAt;
    if (departureAt.getTime() !== current.departureAt.getTime() && departureAt.getTime() < now.getTime()) {
      throw badRequest(MSG.departureInFuture);
    }
    if (arrivalAt.getTime() <= departureAt.getTime()) throw badRequest(MSG.arrivalAfterDeparture);
    if (body.departure?.date || body.arrival?.date) {
      const scheduleProblem = firstScheduleError(departureAt.getTime(), arrivalAt.getTime(), now);
      if (scheduleProblem) throw badRequest(scheduleProblem);
    }
    if (departureCity !== current.departureCity || arrivalCity !== current.arrivalCity) {
      const airportProblem = firstAirportError(departureCity, arrivalCity);
      if (airportProblem) throw badRequest(airportProblem);
    }

    let prices = classes.map((c) => c.priceCents);
    if (body.classTypes) {
      const classProblem = firstClassError(body.classTypes);
      if (classProblem) throw badRequest(classProblem);
      for (const change of body.classTypes) {
        const existing = classes.find((c) => c.type === change.type);
        if (existing && change.availableSeats < existing.bookedSeats) {
          throw conflict(seatsBelowBookedMessage(existing.bookedSeats));
        }
      }
      for (const change of body.classTypes) {
        const existing = classes.find((c) => c.type === change.type);
        const values = { priceCents: cents(change.price), capacity: change.availableSeats };
        if (existing) await tx.update(flightClasses).set(values).where(eq(flightClasses.id, existing.id));
        else await tx.insert(flightClasses).values({ ...values, flightId: id, type: change.type });
      }
      const after = await tx
        .select({ priceCents: flightClasses.priceCents })
        .from(flightClasses)
        .where(eq(flightClasses.flightId, id));
      prices = after.map((c) => c.priceCents);
    }

    const status = body.status ?? current.status;
    await tx
      .update(flights)
      .set({
        departureCity,
        arrivalCity,
        departureAt,
        arrivalAt,
        status,
        lowestPriceCents: prices.length > 0 ? Math.min(...prices) : 0,
        updatedAt: now,
      })
      .where(eq(flights.id, id));

    if (status === 'CANCELLED' && current.status !== 'CANCELLED') {
      mails.push(...(await cancelActiveBookings(tx, id, now)));
    }
  });
  return { flight: await getFlight(db, id), mails };
}

/** Cancels every active booking of a flight: full refund of what was paid, seats released. */
async function cancelActiveBookings(tx: Queryable, flightId: string, now: Date): Promise<Mail[]> {
  const cancelled = await tx
    .update(bookings)
    .set({
      bookingStatus: 'CANCELLED',
      cancelledAt: now,
      refundAmountCents: sql`case when ${bookings.paymentStatus} = 'CONFIRMED' then ${bookings.totalAmountCents} else 0 end`,
      cancellationReason: flightMessages.flightCancelledReason,
      updatedAt: now,
    })
    .where(and(eq(bookings.flightId, flightId), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING])))
    .returning();
  if (cancelled.length === 0) return [];

  const released = await tx
    .update(bookingPassengers)
    .set({ active: false })
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          cancelled.map((b) => b.id),
        ),
        eq(bookingPassengers.active, true),
      ),
    )
    .returning({ bookingId: bookingPassengers.bookingId });
  const seatsPerClass = new Map<ClassType, number>();
  for (const { bookingId } of released) {
    const type = cancelled.find((b) => b.id === bookingId)!.classType;
    seatsPerClass.set(type, (seatsPerClass.get(type) ?? 0) + 1);
  }
  for (const [type, seats] of seatsPerClass) {
    await tx
      .update(flightClasses)
      .set({ bookedSeats: sql`greatest(${flightClasses.bookedSeats} - ${seats}, 0)` })
      .where(and(eq(flightClasses.flightId, flightId), eq(flightClasses.type, type)));
  }

  return cancelled.map((booking) => {
    const refund = `$${dollars(booking.refundAmountCents ?? 0).toFixed(2)}`;
    const text = [
      `Dear ${booking.customerName},`,
      '',
      `We are sorry: flight ${booking.flightNumber} has been cancelled by the airline.`,
      `From: ${booking.departureCity}`,
      `To: ${booking.arrivalCity}`,
      `Departure: ${iso(booking.departureAt)}`,
      '',
      `Your booking ${booking.trackingId} is cancelled.`,
      `Refund amount: ${refund}`,
      '',
      'Skylark Airways',
    ].join('\n');
    return { to: booking.email, subject: `Flight ${booking.flightNumber} has been cancelled`, text };
  });
}

/** DELETE /admin/flights/:id: refused while active bookings exist (cancel the flight instead). */
export async function deleteFlight(db: Queryable, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: flights.id })
      .from(flights)
      .where(eq(flights.id, id))
      .for('update');
    if (!current) throw notFound(flightMessages.flightNotFound);
    const [active] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.flightId, id), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING])));
    if ((active?.n ?? 0) > 0) throw conflict(MSG.flightHasActiveBookings);
    await tx.delete(flights).where(eq(flights.id, id));
  });
}
