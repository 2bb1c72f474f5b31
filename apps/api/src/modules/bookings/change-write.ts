import { type Booking, bookingMessages, changeMessages } from '@skylark/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import {
  bookingChanges,
  bookingPassengers,
  bookings,
  type BookingRow,
  type FlightRow,
} from '../../db/schema';
import { chargeFee, transferReceived } from './ledger';
import { type UnpaidLimits, checkUnpaidLimits, heldUnpaid } from './limits';
import type { Bip84Account } from '../../lib/bip84';
import { enqueueMail, type MailJob } from '../../mail/outbox';
import { dollars } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { draftInvoice, type Invoicing } from '../invoices';
import { loadBooking } from './booking-view';
import { type Leg, rowsOn } from './change-legs';
import type { ChangeContext } from './change-terms';
import type { ChangeTerms } from './change-price';
import { newTrackingId } from '../../lib/tracking-id';
import { conflict } from '../../lib/errors';
import { type BookingDraft, insertBookings } from './insert';
import { assignPaymentAddress } from './payment';
import { cancelBookings, replaceOld } from './status';

/** What a change request carries besides the booking and the target flight. */
export interface ChangeRequestOptions {
  now: Date;
  audit: AuditContext;
  /** the desk changes on the customer's behalf */
  adminId?: string;
  invoicing?: Invoicing;
  paymentAccount?: Bip84Account;
  /** caps on passengers in unpaid bookings: a change that leaves seats unpaid counts toward them */
  limits?: UnpaidLimits;
  /** the traveller's mail of the change, with the money back it owes */
  mail?: (booking: Booking, refundAmount: number) => MailJob;
}

/**
 * The change itself (decision 058): a booking on the new flight, made by the one write path (the
 * database guarantees its seats). With nothing to pay it replaces the old booking at once; with a
 * difference to pay it waits on its own invoice while the old booking keeps its seats (a trip's
 * kept flights' included, decision 075); an unpaid booking's seats are freed at once, as nothing
 * was paid for them.
 */
export async function moveBooking(
  tx: Tx,
  ctx: ChangeContext,
  target: { flight: FlightRow; seatNumbers: string[]; terms: ChangeTerms },
  options: ChangeRequestOptions,
): Promise<Booking> {
  const { row } = ctx;
  const { terms, flight } = target;
  const due = terms.amountDueCents > 0;
  // nothing was paid: the old booking gives way at once and the new one owes the whole
  const unpaid = row.paymentStatus !== 'CONFIRMED';
  await dropPendingChanges(tx, row.id, options.now);
  // each flight's seats in the answer's passenger order, the changed flight's the ones chosen
  const legs = ctx.legs.map((leg) => ({
    flight: leg.segment === ctx.segment ? flight : keptFlight(leg),
    classType: leg.classType,
    seatNumbers:
      leg.segment === ctx.segment
        ? target.seatNumbers
        : rowsOn(ctx.rows, ctx.order, leg.segment).map((p) => p.seatNumber),
  }));
  const trackingId = newTrackingId();
  const draft: BookingDraft = {
    trackingId,
    flight: legs[0]!.flight,
    classType: row.classType,
    userId: row.userId,
    customerName: row.customerName,
    email: row.email,
    // what the trip has cost: the amount due while it waits, the whole once paid (completeChange)
    totalAmountCents: due || unpaid ? terms.amountDueCents : row.totalAmountCents - terms.refundCents,
    // an unpaid booking stays unpaid, whatever the change costs
    bookingStatus: due || unpaid ? 'PENDING' : 'CONFIRMED',
    paymentStatus: due || unpaid ? 'PENDING' : 'CONFIRMED',
    createdAt: options.now,
    specialRequests: row.specialRequests,
    invoice:
      (due || unpaid) && options.invoicing ? await invoiceOf(row, terms, legs[0]!.flight, options) : null,
    // the kept flights as the ledger charged them, the changed one at its new fares
    fares: legs.map((_, i) =>
      i === ctx.segment
        ? terms.fares
        : { offer: null, cents: rowsOn(ctx.rows, ctx.order, i).map((p) => p.fareCents ?? 0) },
    ),
    carriesPayment: true,
    createdByAdminId: options.adminId ?? null,
    passengers: ctx.order.map((p, i) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      gender: p.gender,
      seatNumber: legs[0]!.seatNumbers[i]!,
      mealPreference: p.mealPreference,
      wheelchair: p.wheelchair,
      infant: p.infant,
      elderly: p.elderly,
    })),
    segments: legs.slice(1),
    lapInfants: row.lapInfants ?? undefined,
    // a paid trip's kept flights: the old booking holds their seats until the difference is paid
    heldSegments: due && !unpaid ? legs.flatMap((_, i) => (i === ctx.segment ? [] : [i])) : undefined,
  };
  if (row.bookingStatus === 'CANCELLED')
    await checkKeptSeatsFree(
      tx,
      legs.filter((_, i) => i !== ctx.segment),
    );
  // the old booking gives way first when nothing waits on a payment: its seats (a trip's kept
  // flights' too) are free for the new booking in the same transaction
  if (!due || unpaid)
    await replaceOld(
      tx,
      row.id,
      { trackingId, flightNumber: draft.flight.flightNumber },
      terms.refundCents,
      options.now,
    );
  if ((due || unpaid) && options.limits && row.userId) {
    // the seats the new booking takes unpaid: every flight of an unpaid one, the changed one of a paid one
    const taken = legs.filter((_, i) => unpaid || i === ctx.segment);
    const seats = new Map(taken.map((leg) => [leg.flight.id, ctx.order.length]));
    checkUnpaidLimits(await heldUnpaid(tx, row.userId), seats, options.limits);
  }
  const [made] = await insertBookings(tx, [draft]);
  const newId = made!.booking.id;
  await chargeFee(tx, newId, terms.feeCents);
  if (!due || unpaid) await transferReceived(tx, row.id, newId);
  if (due && options.paymentAccount) await assignPaymentAddress(tx, newId, options.paymentAccount);
  await tx.insert(bookingChanges).values({
    newBookingId: newId,
    oldBookingId: row.id,
    amountDueCents: terms.amountDueCents,
    refundCents: terms.refundCents,
    freeMove: ctx.freeMove,
    createdAt: options.now,
    createdByAdminId: options.adminId ?? null,
  });
  await recordAudit(tx, {
    ...options.audit,
    action: options.adminId ? 'booking.change_for_customer' : 'booking.change',
    targetType: 'booking',
    targetId: row.id,
    before: { segment: ctx.segment, seats: ctx.passengers.map((p) => p.seatNumber) },
    after: {
      newBookingId: newId,
      trackingId: made!.booking.trackingId,
      flightNumber: flight.flightNumber,
      seats: target.seatNumbers,
      amountDueCents: terms.amountDueCents,
      refundCents: terms.refundCents,
      freeMove: ctx.freeMove,
    },
  });
  const booking = await loadBooking(tx, eq(bookings.id, newId));
  if (options.mail) await enqueueMail(tx, options.mail(booking, dollars(terms.refundCents)));
  return booking;
}

/**
 * The new booking's invoice: a change of an unpaid booking keeps the pay-by time it had, so that
 * changing is no way to hold seats longer.
 */
async function invoiceOf(
  row: BookingRow,
  terms: ChangeTerms,
  first: FlightRow,
  options: ChangeRequestOptions,
) {
  const invoice = await draftInvoice(
    options.invoicing!,
    terms.amountDueCents,
    first.departureAt,
    options.now,
  );
  if (row.paymentStatus !== 'CONFIRMED' && row.payBy && row.payBy.getTime() < invoice.payBy.getTime())
    invoice.payBy = row.payBy;
  return invoice;
}

/** Cancels an earlier change still waiting for its payment: one pending change per booking. */
async function dropPendingChanges(tx: Queryable, oldId: string, now: Date): Promise<void> {
  const pending = await tx
    .select({ id: bookingChanges.newBookingId })
    .from(bookingChanges)
    .where(eq(bookingChanges.oldBookingId, oldId));
  if (pending.length === 0) return;
  await cancelBookings(
    tx,
    and(
      inArray(
        bookings.id,
        pending.map((p) => p.id),
      ),
      eq(bookings.bookingStatus, 'PENDING'),
    )!,
    { now, refundAmountCents: 0, reason: 'Replaced by a later change of flight', cancelReason: 'CHANGED' },
  );
}

/** A kept flight of a trip, booked again with the change: it must still be there, and flying. */
function keptFlight(leg: Leg) {
  if (!leg.live || leg.live.status === 'CANCELLED')
    throw conflict(bookingMessages.flightNotBookable, 'FLIGHT_NOT_BOOKABLE');
  return leg.live;
}

/** A trip cancelled with one of its flights freed its seats on the others: they must still be free. */
async function checkKeptSeatsFree(
  tx: Queryable,
  kept: { flight: { id: string }; seatNumbers: string[] }[],
): Promise<void> {
  if (kept.length === 0) return;
  const [taken] = await tx
    .select({ seat: bookingPassengers.seatNumber })
    .from(bookingPassengers)
    .where(
      and(
        eq(bookingPassengers.active, true),
        or(
          ...kept.map((leg) =>
            and(
              eq(bookingPassengers.flightId, leg.flight.id),
              inArray(bookingPassengers.seatNumber, leg.seatNumbers),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  if (taken) throw conflict(changeMessages.keptSeatsTaken, 'SEAT_TAKEN');
}
