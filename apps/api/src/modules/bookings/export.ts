import type { AdminBookingExportQuery } from '@skylark/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/client';
import { bookingPassengers, bookingSegments, bookings, flights } from '../../db/schema';
import { bookingColumnsWithFlight, firstSegment, firstSegmentOn } from '../../db/first-flight';
import { csvStream, type CsvEnd, type CsvValue } from '../../lib/csv';
import { EXPORT_BATCH_SIZE, inBatches, keyset } from '../../lib/keyset';
import { dollars, iso } from '../../lib/units';
import { bookingFilters } from './queries';

const HEADER = [
  'Tracking ID',
  'Created (UTC)',
  'Customer',
  'E-mail',
  'Flight',
  'Class',
  'From',
  'To',
  'Departure (UTC)',
  'Passengers',
  'Seats',
  'Total (USD)',
  'Booking status',
  'Payment status',
  // every flight of the booking: number, route, departure (UTC), class and seats (docs/product.md#149-return-trips-and-multi-city)
  'Segments',
];

type SeatRow = { flightId: string | null; seatNumber: string; segment: number; passengerIndex: number };
const seatsOn = (own: SeatRow[], segment: number) =>
  own
    .filter((p) => p.segment === segment)
    .sort((a, b) => a.passengerIndex - b.passengerIndex)
    .map((p) => p.seatNumber)
    .join(' ');

/** GET /admin/bookings/export.csv: every booking the list's filters and search select, streamed (docs/product.md#152-exports-and-the-manifest). */
export function bookingsCsv(db: Queryable, query: AdminBookingExportQuery, onEnd?: CsvEnd): Readable {
  // the work queue exports oldest first: a file is read whole, the queue's order matters on screen
  const order = keyset(bookings.createdAt, bookings.id, query.order !== 'oldest' && query.order !== 'queue');
  const where = bookingFilters(query);

  const batches = inBatches(
    (after) =>
      db
        .select({ b: bookingColumnsWithFlight, at: order.at, departureAt: flights.departureAt })
        .from(bookings)
        .innerJoin(firstSegment, firstSegmentOn)
        .leftJoin(flights, eq(flights.id, firstSegment.flightId))
        .where(and(where, order.after(after)))
        .orderBy(...order.orderBy)
        .limit(EXPORT_BATCH_SIZE),
    (row) => ({ at: row.at, id: row.b.id }),
  );

  async function* rows(): AsyncGenerator<CsvValue[][]> {
    for await (const batch of batches) {
      const passengers = await db
        .select({
          bookingId: bookingPassengers.bookingId,
          firstName: bookingPassengers.firstName,
          lastName: bookingPassengers.lastName,
          seatNumber: bookingPassengers.seatNumber,
          flightId: bookingPassengers.flightId,
          segment: bookingPassengers.segment,
          passengerIndex: bookingPassengers.passengerIndex,
        })
        .from(bookingPassengers)
        .where(
          and(
            inArray(
              bookingPassengers.bookingId,
              batch.map((row) => row.b.id),
            ),
            isNull(bookingPassengers.changeId),
          ),
        );
      const byBooking = new Map<string, typeof passengers>();
      for (const p of passengers) byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);
      const withLater = [...new Set(passengers.filter((p) => p.segment > 0).map((p) => p.bookingId))];
      const later = withLater.length
        ? await db
            .select()
            .from(bookingSegments)
            .where(and(inArray(bookingSegments.bookingId, withLater), gt(bookingSegments.segment, 0)))
        : [];
      yield batch.map(({ b, departureAt }) => {
        const all = byBooking.get(b.id) ?? [];
        const own = all.filter((p) => p.segment === 0);
        const legs = [
          {
            flightNumber: b.flightNumber,
            departureCity: b.departureCity,
            arrivalCity: b.arrivalCity,
            departureAt: departureAt ?? b.departureAt,
            classType: b.classType,
            segment: 0,
          },
          ...later.filter((s) => s.bookingId === b.id).sort((x, y) => x.segment - y.segment),
        ];
        return [
          b.trackingId,
          iso(b.createdAt),
          b.customerName,
          b.email,
          b.flightNumber,
          b.classType,
          b.departureCity,
          b.arrivalCity,
          iso(departureAt ?? b.departureAt),
          own.map((p) => `${p.firstName} ${p.lastName}`).join('; '),
          own.map((p) => p.seatNumber).join(' '),
          dollars(b.totalAmountCents).toFixed(2),
          b.bookingStatus,
          b.paymentStatus,
          legs
            .map(
              (l) =>
                `${l.flightNumber} ${l.departureCity} → ${l.arrivalCity} ${iso(l.departureAt)} ${l.classType} ${seatsOn(all, l.segment)}`,
            )
            .join('; '),
        ];
      });
    }
  }
  return csvStream(HEADER, rows(), onEnd);
}
