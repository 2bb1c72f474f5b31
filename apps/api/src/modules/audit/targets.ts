import { airportDate } from '@skylark/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { admins, auditEvents, bookings, flights, users, type AuditEventRow } from '../../db/schema';
import { containing } from '../../lib/like';
import { normalizeTrackingId } from '../../lib/tracking-id';

/**
 * What an audit event's target is, in words (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): "Booking 8XK2M4P7Q9RT of Ada Lovelace",
 * "Flight SK102 Jan 03, 2026", "Customer Ada Lovelace". A target that no longer exists is named from the
 * event's own before/after snapshot when it holds one.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Target = Pick<AuditEventRow, 'targetType' | 'targetId' | 'before' | 'after'>;

const idsOf = (rows: Target[], type: string) => [
  ...new Set(
    rows.filter((r) => r.targetType === type && r.targetId && UUID.test(r.targetId)).map((r) => r.targetId!),
  ),
];

const flightLabel = (number: unknown, at: unknown, city: unknown) =>
  typeof number === 'string'
    ? `Flight ${number}${typeof at === 'string' || at instanceof Date ? ` ${airportDate(at, typeof city === 'string' ? city : '')}` : ''}`
    : null;

const TYPE_NAMES: Record<string, string> = {
  booking: 'Booking',
  flight: 'Flight',
  user: 'Customer',
  admin: 'Administrator',
};

/** The label of every target of these rows, by `type:id`. */
export async function targetLabels(db: Queryable, rows: Target[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const bookingIds = idsOf(rows, 'booking');
  const flightIds = idsOf(rows, 'flight');
  const userIds = idsOf(rows, 'user');
  const adminIds = idsOf(rows, 'admin');
  const [bookingRows, flightRows, userRows, adminRows] = await Promise.all([
    bookingIds.length
      ? db
          .select({ id: bookings.id, trackingId: bookings.trackingId, customerName: bookings.customerName })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds))
      : [],
    flightIds.length
      ? db
          .select({
            id: flights.id,
            flightNumber: flights.flightNumber,
            departureAt: flights.departureAt,
            departureCity: flights.departureCity,
          })
          .from(flights)
          .where(inArray(flights.id, flightIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    adminIds.length
      ? db.select({ id: admins.id, email: admins.email }).from(admins).where(inArray(admins.id, adminIds))
      : [],
  ]);
  for (const b of bookingRows) labels.set(`booking:${b.id}`, `Booking ${b.trackingId} of ${b.customerName}`);
  for (const f of flightRows)
    labels.set(`flight:${f.id}`, flightLabel(f.flightNumber, f.departureAt, f.departureCity)!);
  for (const u of userRows) labels.set(`user:${u.id}`, `Customer ${u.firstName} ${u.lastName}`.trim());
  for (const a of adminRows) labels.set(`admin:${a.id}`, `Administrator ${a.email}`);

  for (const row of rows) {
    if (!row.targetType) continue;
    const key = `${row.targetType}:${row.targetId ?? ''}`;
    if (labels.has(key)) continue;
    const snapshot = row.before ?? row.after ?? {};
    const fromSnapshot =
      row.targetType === 'flight'
        ? flightLabel(snapshot.flightNumber, snapshot.departureAt, snapshot.departureCity)
        : null;
    const name = TYPE_NAMES[row.targetType] ?? row.targetType;
    labels.set(key, fromSnapshot ?? (row.targetId ? `${name} ${row.targetId}` : name));
  }
  return labels;
}

/**
 * The reference a person copies for each target, by `type:id`: a booking's tracking ID, a flight's
 * number, a customer's or administrator's e-mail (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles).
 */
export async function targetReferences(db: Queryable, rows: Target[]): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  const bookingIds = idsOf(rows, 'booking');
  const flightIds = idsOf(rows, 'flight');
  const userIds = idsOf(rows, 'user');
  const adminIds = idsOf(rows, 'admin');
  const [b, f, u, a] = await Promise.all([
    bookingIds.length
      ? db
          .select({ id: bookings.id, ref: bookings.trackingId })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds))
      : [],
    flightIds.length
      ? db
          .select({ id: flights.id, ref: flights.flightNumber })
          .from(flights)
          .where(inArray(flights.id, flightIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, ref: users.email }).from(users).where(inArray(users.id, userIds))
      : [],
    adminIds.length
      ? db.select({ id: admins.id, ref: admins.email }).from(admins).where(inArray(admins.id, adminIds))
      : [],
  ]);
  for (const [type, list] of [
    ['booking', b],
    ['flight', f],
    ['user', u],
    ['admin', a],
  ] as const)
    for (const row of list) refs.set(`${type}:${row.id}`, row.ref);
  return refs;
}

export const labelOf = (labels: Map<string, string>, row: Target) =>
  row.targetType ? (labels.get(`${row.targetType}:${row.targetId ?? ''}`) ?? null) : null;

/**
 * The target filter: a target's id, or what a person knows of it: 4+ characters of a booking's tracking
 * ID, a flight number, or a part of a customer's or administrator's name or e-mail.
 */
export function targetCondition(term: string): SQL {
  const text = term.replace(/^#/, '').trim();
  const upper = text.toUpperCase();
  const tracking = normalizeTrackingId(text);
  const pattern = containing(text);
  const idMatch = UUID.test(text) ? sql`${auditEvents.targetId} = ${text.toLowerCase()} or ` : sql``;
  return sql`(${idMatch}
    (${auditEvents.targetType} = 'booking' and ${auditEvents.targetId} in (
      select id::text from bookings where ${tracking.length >= 4 ? sql`tracking_id like ${containing(tracking)} or` : sql``}
        customer_name ilike ${pattern}))
    or (${auditEvents.targetType} = 'flight' and (${auditEvents.targetId} in (
      select id::text from flights where flight_number = ${upper})
      or ${auditEvents.before}->>'flightNumber' = ${upper} or ${auditEvents.after}->>'flightNumber' = ${upper}))
    or (${auditEvents.targetType} = 'user' and ${auditEvents.targetId} in (
      select id::text from users where email ilike ${pattern}
        or (first_name || ' ' || last_name) ilike ${pattern}))
    or (${auditEvents.targetType} = 'admin' and ${auditEvents.targetId} in (
      select id::text from admins where email ilike ${pattern})))`;
}
