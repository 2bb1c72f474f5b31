import type { CancelledFlight, CancelledFlightChoice } from '@skylark/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingCancelledSegments, type BookingRow } from '../../db/schema';
import { dollars } from '../../lib/units';
import { balanceOf, flightChargeCents, refundableCents } from './ledger';

/** What a booking answer says of its flights the airline cancelled (decision 088). */

/** The cancelled flights of these bookings, by booking id, in segment order. */
export async function loadCancelledSegments(q: Queryable, bookingIds: string[]) {
  const rows = bookingIds.length
    ? await q
        .select()
        .from(bookingCancelledSegments)
        .where(inArray(bookingCancelledSegments.bookingId, bookingIds))
        .orderBy(asc(bookingCancelledSegments.segment))
    : [];
  const byBooking = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}

/** A trip's choice is open while it is active and a cancelled flight awaits it. */
export const choiceOpen = (b: BookingRow, rows: { choice: string | null }[] | undefined) =>
  b.bookingStatus !== 'CANCELLED' && (rows ?? []).some((r) => r.choice === null);

/**
 * `cancelledFlight` of a booking answer: the first cancelled flight, what the traveller chose, and
 * what each choice refunds, read from the ledger.
 */
export async function cancelledFlightOf(
  q: Queryable,
  b: BookingRow,
  rows: { segment: number; choice: CancelledFlightChoice | null }[] | undefined,
  flightNumbers: string[],
): Promise<CancelledFlight | null> {
  if (!rows || rows.length === 0) return null;
  const open = choiceOpen(b, rows) ? rows.filter((r) => r.choice === null) : [];
  const chosen = rows.find((r) => r.choice !== null);
  // a trip that moved the flight, or was cancelled otherwise, made none of these choices
  if (open.length === 0 && !chosen) return null;
  const shown = open[0] ?? chosen!;
  // what the trip received and does not owe back already: all of it for the whole trip cancelled,
  // at most the flight's charges, and only when paid, for the rest kept
  const refundable = open.length > 0 ? refundableCents(await balanceOf(q, b.id)) : 0;
  const charge =
    open.length > 0 && b.paymentStatus === 'CONFIRMED'
      ? await flightChargeCents(
          q,
          b.id,
          open.map((r) => r.segment),
        )
      : 0;
  return {
    segment: shown.segment,
    flightNumber: flightNumbers[shown.segment] ?? '',
    choice: open.length > 0 ? null : shown.choice,
    keepRestRefund: dollars(Math.min(Math.max(charge, 0), refundable)),
    cancelTripRefund: dollars(refundable),
  };
}

/** Whether a cancelled flight of this active trip awaits the traveller's choice (one lookup). */
export async function choiceAwaited(q: Queryable, b: BookingRow): Promise<boolean> {
  if (b.bookingStatus === 'CANCELLED') return false;
  const [open] = await q
    .select({ segment: bookingCancelledSegments.segment })
    .from(bookingCancelledSegments)
    .where(and(eq(bookingCancelledSegments.bookingId, b.id), isNull(bookingCancelledSegments.choice)))
    .limit(1);
  return open !== undefined;
}
