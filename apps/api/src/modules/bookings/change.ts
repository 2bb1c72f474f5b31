import {
  CHANGE_QUOTE_TTL_MS,
  type Booking,
  type ChangeBookingBody,
  type ChangeOptions,
  type ChangeQuote,
  bagMessages,
  bookingMessages,
  seatTakenMessage,
} from '@skylark/contract';
import { randomUUID } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bookings, changeQuotes, type BookingRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { conflict, isPgError, isUniqueViolation, notFound } from '../../lib/errors';
import { BAGS_SOLD_OUT } from './booking-insert';
import { dollars, iso } from '../../lib/units';
import { type ChangeContext, changeContext, changeOptions, targetFlight } from './change-terms';
import { type ChangeTerms, changeTerms } from './change-price';
import { type ChangeRequestOptions, changeInPlace } from './change-write';

/** Changing a booking's flight (docs/product.md#148-changing-flight): options, a stored quote, the change (decision 058). */

async function bookingRow(tx: Queryable, where: SQL, lock: boolean): Promise<BookingRow> {
  const query = selectBookings(tx).where(where);
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(bookingMessages.bookingNotFound);
  return row;
}

/** GET …/change-options */
export const changeOptionsOf = (db: Db, where: SQL, now: Date, segment = 0): Promise<ChangeOptions> =>
  db.transaction(async (tx) => {
    const ctx = await changeContext(tx, await bookingRow(tx, where, false), now, segment);
    return {
      freeMove: ctx.freeMove,
      changeFee: ctx.freeMove ? 0 : dollars(ctx.legs[segment]!.fareTerms.change.feeCents),
      flights: await changeOptions(tx, ctx, now),
    };
  });

/** Stores the booking's new change quote in place of any earlier one. */
async function saveQuote(
  tx: Queryable,
  ctx: ChangeContext,
  target: { flightId: string; seatNumbers: string[] },
  terms: ChangeTerms,
  now: Date,
): Promise<ChangeQuote> {
  const { fares: _fares, ...amounts } = terms;
  const quote = {
    id: randomUUID(),
    segment: ctx.segment,
    ...target,
    ...amounts,
    freeMove: ctx.freeMove,
    expiresAt: new Date(now.getTime() + CHANGE_QUOTE_TTL_MS),
  };
  await tx
    .insert(changeQuotes)
    .values({ bookingId: ctx.row.id, ...quote })
    .onConflictDoUpdate({ target: changeQuotes.bookingId, set: quote });
  return {
    quoteId: quote.id,
    segment: ctx.segment,
    flightId: target.flightId,
    seatNumbers: target.seatNumbers,
    fareDifference: dollars(terms.fareDifferenceCents),
    changeFee: dollars(terms.feeCents),
    amountDue: dollars(terms.amountDueCents),
    refundAmount: dollars(terms.refundCents),
    freeMove: ctx.freeMove,
    expiresAt: iso(quote.expiresAt),
  };
}

/** GET …/change-quote */
export const quoteChange = (
  db: Db,
  where: SQL,
  { segment, ...target }: { segment: number; flightId: string; seatNumbers: string[] },
  now: Date,
): Promise<ChangeQuote> =>
  db.transaction(async (tx) => {
    const ctx = await changeContext(tx, await bookingRow(tx, where, false), now, segment);
    const { flight, cabin } = await targetFlight(tx, ctx, target.flightId, target.seatNumbers, now);
    return saveQuote(tx, ctx, target, changeTerms(ctx, cabin, flight, now), now);
  });

/** Changed (the new booking: confirmed, or awaiting the difference), or the new quote instead. */
export type ChangeOutcome =
  { booking: Booking; quote?: undefined } | { booking?: undefined; quote: ChangeQuote };

const SEAT_CONSTRAINT = 'booking_passengers_active_seat_key';

/** POST …/change: only at the quote named, which must still hold; the seats are taken in the same transaction. */
export async function changeBooking(
  db: Db,
  where: SQL,
  body: ChangeBookingBody,
  options: ChangeRequestOptions,
): Promise<ChangeOutcome> {
  const { now } = options;
  try {
    return await db.transaction(async (tx) => {
      const ctx = await changeContext(tx, await bookingRow(tx, where, true), now, body.segment);
      const { flight, cabin } = await targetFlight(tx, ctx, body.flightId, body.seatNumbers, now);
      const terms = changeTerms(ctx, cabin, flight, now);
      const [quote] = await tx.select().from(changeQuotes).where(eq(changeQuotes.bookingId, ctx.row.id));
      const holds =
        quote?.id === body.quoteId &&
        quote.segment === body.segment &&
        quote.expiresAt.getTime() > now.getTime() &&
        quote.flightId === body.flightId &&
        quote.seatNumbers.join(',') === body.seatNumbers.join(',') &&
        quote.amountDueCents === terms.amountDueCents &&
        quote.refundCents === terms.refundCents &&
        quote.freeMove === ctx.freeMove;
      const target = { flightId: body.flightId, seatNumbers: body.seatNumbers };
      if (!holds) return { quote: await saveQuote(tx, ctx, target, terms, now) };
      const booking = await changeInPlace(tx, ctx, { flight, seatNumbers: body.seatNumbers, terms }, options);
      await tx.delete(changeQuotes).where(eq(changeQuotes.bookingId, ctx.row.id));
      return { booking };
    });
  } catch (error) {
    if (isUniqueViolation(error, SEAT_CONSTRAINT))
      throw conflict(seatTakenMessage(body.seatNumbers.join(', ')), 'SEAT_TAKEN');
    // the new flight has no room for the bags its passengers carry (docs/product.md#1419-paid-bags)
    if (isPgError(error, BAGS_SOLD_OUT)) throw conflict(bagMessages.soldOut, 'BAGS_SOLD_OUT');
    throw error;
  }
}
