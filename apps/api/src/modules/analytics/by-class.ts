import type { ClassType } from '@skylark/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * The dashboard's figures by class over every flight of a booking (docs/product.md#149-return-trips-and-multi-city, docs/product.md#15-analytics): a
 * booking counts in each class it flies, and its revenue is shared between its flights.
 */

/** Bookings made in `inRange` (a condition on `bookings`), each counted once in every class it flies. */
export async function bookingCountsByClass(db: Queryable, inRange: SQL): Promise<Map<ClassType, number>> {
  const result = await db.execute<{ class_type: ClassType; n: number | string }>(sql`
    with made as (select id from bookings where ${inRange}),
    flown as (
      select distinct s.booking_id, s.class_type from booking_segments s join made m on m.id = s.booking_id
    )
    select class_type, count(*) as n from flown group by class_type`);
  return new Map(result.rows.map((r) => [r.class_type, Number(r.n)]));
}

/**
 * Revenue of the paid bookings in `inRange` by class: each booking's `earned` cents shared between
 * its flights as its fare was made, in proportion to each flight's class price; the first flight
 * takes the cents rounding leaves, so the classes add up to the total.
 */
export async function revenueCentsByClass(
  db: Queryable,
  inRange: SQL,
  earned: SQL,
): Promise<Map<ClassType, number>> {
  const result = await db.execute<{ class_type: ClassType; cents: number | string }>(sql`
    with paid as (
      select id, ${earned} as cents from bookings
      where payment_status = 'CONFIRMED' and ${inRange}
    ),
    -- every flight of the booking, the first (segment 0) included (decision 091)
    legs as (
      select p.id, s.segment, s.flight_id, s.class_type, p.cents
      from paid p join booking_segments s on s.booking_id = p.id
    ),
    priced as (
      select l.*, coalesce(fc.price_cents, 0)::numeric as price,
        sum(coalesce(fc.price_cents, 0)) over (partition by l.id) as prices,
        count(*) over (partition by l.id) as flights
      from legs l left join flight_classes fc on fc.flight_id = l.flight_id and fc.type = l.class_type
    ),
    shared as (
      select id, segment, class_type, cents,
        case when prices > 0 then floor(cents * price / prices) else floor(cents::numeric / flights) end as share
      from priced
    ),
    settled as (
      select class_type,
        case when segment = 0 then cents - (sum(share) over (partition by id) - share) else share end as cents
      from shared
    )
    select class_type, coalesce(sum(cents), 0) as cents from settled group by class_type`);
  return new Map(result.rows.map((r) => [r.class_type, Number(r.cents)]));
}
