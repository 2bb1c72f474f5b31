import {
  bookingsOpenAfter,
  type FareDay,
  type FlightCalendar,
  type FlightCalendarQuery,
  isoDayOf,
  partyFare,
  timeZoneOf,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { flightClasses, flights } from '../../db/schema';
import { cityLike } from './city-search';

/** No airport is more than 14 hours from UTC: the UTC window that holds every local day of a month. */
const ZONE_REACH_MS = 14 * 3_600_000;
/** A city pattern as wide as one letter could match a great many flights: the answer stays bounded. */
const MAX_FLIGHTS = 5_000;

/**
 * GET /user/flights/calendar: the lowest fare per day of `month` for a route, in one indexed query
 * (the departure time range and the cities' trigram indexes); each flight's day is the day at its
 * departure airport, which only the airport's zone tells, so the days are counted here. With a party,
 * each day also carries the party's lowest total with the offers its rules give, priced as the cards.
 */
export async function fareCalendar(
  db: Queryable,
  query: FlightCalendarQuery,
  now = new Date(),
): Promise<FlightCalendar> {
  const monthStart = new Date(`${query.month}-01T00:00:00.000Z`);
  const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
  // a flight whose bookings have closed is no longer offered (docs/product.md#143-paying-for-a-booking)
  const from = new Date(Math.max(monthStart.getTime() - ZONE_REACH_MS, bookingsOpenAfter(now).getTime()));
  const to = new Date(monthEnd.getTime() + ZONE_REACH_MS);
  const party =
    query.adults === undefined ? undefined : { adults: query.adults, children: query.children ?? 0 };
  const seats = Math.max(query.passengers, party ? party.adults + party.children : 0);
  const classCondition = query.classType ? sql`and ${flightClasses.type} = ${query.classType}` : sql``;
  const result = await db.execute<{
    departure_city: string;
    departure_at: Date | string;
    price_cents: number;
  }>(sql`
    select ${flights.departureCity} as departure_city, ${flights.departureAt} as departure_at,
      min(${flightClasses.priceCents}) as price_cents
    from ${flights} join ${flightClasses} on ${flightClasses.flightId} = ${flights.id}
    where ${flights.departureAt} > ${from.toISOString()} and ${flights.departureAt} < ${to.toISOString()}
      and ${flights.status} <> 'CANCELLED'
      and ${cityLike(flights.departureCity, query.from)}
      and ${cityLike(flights.arrivalCity, query.to)}
      and ${flightClasses.capacity} - ${flightClasses.bookedSeats} >= ${seats} ${classCondition}
    group by ${flights.id}
    limit ${MAX_FLIGHTS}`);
  const days = new Map<string, FareDay>();
  for (const row of result.rows) {
    const departureAt = new Date(row.departure_at);
    const date = isoDayOf(departureAt, timeZoneOf(row.departure_city));
    if (!date.startsWith(query.month)) continue;
    const priceCents = Number(row.price_cents);
    // every offer scales with the class price, so a flight's cheapest class gives its cheapest total
    const total =
      party && partyFare({ classPriceCents: priceCents, departureAt, now }, party).totalCents / 100;
    const day = days.get(date);
    if (day) {
      day.flights += 1;
      day.lowestPrice = Math.min(day.lowestPrice, priceCents / 100);
      if (total !== undefined) day.lowestTotal = Math.min(day.lowestTotal ?? total, total);
    } else
      days.set(date, {
        date,
        lowestPrice: priceCents / 100,
        flights: 1,
        ...(total !== undefined && { lowestTotal: total }),
      });
  }
  return { month: query.month, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}
