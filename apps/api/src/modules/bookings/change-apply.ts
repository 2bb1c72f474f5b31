import { changeMessages } from '@skylark/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { conflict } from '../../lib/errors';
import type { Queryable } from '../../db/client';
import {
  bookingCancelledSegments,
  bookingLedger,
  bookingPassengers,
  bookingSegments,
  bookings,
  flightChanges,
  flights,
  invoicePayments,
  passengerCheckIns,
  voidBoardingPasses,
  type BookingRecord,
  type FlightChangeRow,
  type PassengerRow,
} from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import type { Invoicing } from '../invoices';
import { applyBags } from './bags-apply';
import { repricedInvoice } from './invoice-reprice';
import { balanceOf, withdrawRefund } from './ledger';
import { transitionOne } from './lifecycle';
import { classOf, countClass, freeHeldSeats } from './change-seats';

/**
 * A change of flight done or lapsed (decision 086): the booking's passenger rows of the changed flight
 * move to the new flight, in place, so that the booking keeps its id, tracking ID and passengers.
 */

/**
 * The passes issued for the moved passengers are void (decision 086): their check-ins are undone, so
 * that they check in again on the new flight, and their sequence numbers are kept as void.
 */
async function voidPasses(tx: Queryable, change: FlightChangeRow, moved: PassengerRow[], now: Date) {
  if (moved.length === 0) return;
  const issued = await tx
    .delete(passengerCheckIns)
    .where(
      inArray(
        passengerCheckIns.passengerId,
        moved.map((p) => p.id),
      ),
    )
    .returning({
      passengerId: passengerCheckIns.passengerId,
      flightId: passengerCheckIns.flightId,
      sequence: passengerCheckIns.sequence,
    });
  const voided = issued.flatMap((pass) => {
    const p = moved.find((m) => m.id === pass.passengerId)!;
    return pass.flightId
      ? [
          {
            flightId: pass.flightId,
            sequence: pass.sequence,
            bookingId: change.bookingId,
            flightNumber: change.fromFlightNumber,
            seatNumber: p.seatNumber,
            passengerName: `${p.firstName} ${p.lastName}`,
            voidedAt: now,
          },
        ]
      : [];
  });
  if (voided.length > 0) await tx.insert(voidBoardingPasses).values(voided).onConflictDoNothing();
}

/**
 * Does a change: the changed flight's passengers move to their new seats, charged the new fares less
 * the old ones, plus the fee; the money back is owed; a booking cancelled with its flight (a free
 * move) is active again, its other flights' seats taken back. Passes issued for the old flight are void.
 */
export async function applyChange(
  tx: Queryable,
  change: FlightChangeRow,
  now: Date,
  invoicing?: Invoicing,
): Promise<void> {
  // a purchase of bags rides on the same machinery (docs/product.md#1419-paid-bags)
  if (change.bags) return applyBags(tx, change, now, invoicing);
  const [row] = await selectBookings(tx).where(eq(bookings.id, change.bookingId));
  if (!row) return;
  const classType = await classOf(tx, row, change.segment);
  await freeHeldSeats(tx, change, classType);
  const all = await tx
    .select()
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, row.id), isNull(bookingPassengers.changeId)));
  const moved = all
    .filter((p) => p.segment === change.segment)
    .sort((x, y) => x.passengerIndex - y.passengerIndex);
  const revived = row.bookingStatus === 'CANCELLED';
  // the old flight's seats are freed first, so that a seat of the same number is never held twice
  const wereActive = moved.filter((p) => p.active).length;
  await tx
    .update(bookingPassengers)
    .set({ active: false })
    .where(
      inArray(
        bookingPassengers.id,
        moved.map((p) => p.id),
      ),
    );
  await countClass(tx, change.fromFlightId, classType, -wereActive);
  for (const [i, p] of moved.entries())
    await tx
      .update(bookingPassengers)
      .set({
        flightId: change.toFlightId,
        seatNumber: change.seatNumbers[i]!,
        active: true,
        fareCents: change.fares.cents[i] ?? 0,
        fareOffer: change.fares.offer,
      })
      .where(eq(bookingPassengers.id, p.id));
  await countClass(tx, change.toFlightId, classType, moved.length);
  if (revived) {
    await reviveOtherFlights(tx, row, all, change.segment);
    // the cancellation's refund, unsent, is taken back: the booking flies instead
    await withdrawRefund(tx, row.id);
  }
  await voidPasses(tx, change, moved, now);
  // the flight the airline cancelled is moved: its choice is made (decision 088)
  await tx
    .delete(bookingCancelledSegments)
    .where(
      and(
        eq(bookingCancelledSegments.bookingId, row.id),
        eq(bookingCancelledSegments.segment, change.segment),
        isNull(bookingCancelledSegments.choice),
      ),
    );
  await enterChangeOnLedger(tx, change, moved);
  await moveSnapshot(tx, row, change);
  const balance = await balanceOf(tx, row.id);
  const set = {
    totalAmountCents: balance.chargedCents,
    // an unpaid booking's invoice asks for its new price, at today's rate, by the same pay-by time
    ...(row.paymentStatus !== 'CONFIRMED' && invoicing
      ? await repricedInvoice(invoicing, balance.chargedCents - balance.receivedCents, now)
      : {}),
  };
  if (revived)
    await transitionOne(tx, 'movedAfterFlightCancelled', eq(bookings.id, row.id), {
      ...set,
      cancelledAt: null,
      cancelReason: null,
      cancellationReason: null,
      refundAmountCents: null,
    });
  else await tx.update(bookings).set(set).where(eq(bookings.id, row.id));
  await tx
    .update(flightChanges)
    .set({ status: 'DONE', settledAt: now })
    .where(eq(flightChanges.id, change.id));
}

/** A booking cancelled with one flight takes back its seats on the others, which must still be free. */
async function reviveOtherFlights(tx: Queryable, row: BookingRecord, all: PassengerRow[], segment: number) {
  const kept = all.filter((p) => p.segment !== segment);
  if (kept.length === 0) return;
  const [taken] = await tx
    .select({ id: bookingPassengers.id })
    .from(bookingPassengers)
    .where(
      and(
        eq(bookingPassengers.active, true),
        or(
          ...kept.map((p) =>
            and(eq(bookingPassengers.flightId, p.flightId!), eq(bookingPassengers.seatNumber, p.seatNumber)),
          ),
        ),
      ),
    )
    .limit(1);
  if (taken) throw conflict(changeMessages.keptSeatsTaken, 'SEAT_TAKEN');
  await tx
    .update(bookingPassengers)
    .set({ active: true })
    .where(
      inArray(
        bookingPassengers.id,
        kept.map((p) => p.id),
      ),
    );
  for (const seg of new Set(kept.map((p) => p.segment))) {
    const rows = kept.filter((p) => p.segment === seg);
    await countClass(tx, rows[0]!.flightId, await classOf(tx, row, seg), rows.length);
  }
}

/** The old flight's charges taken back, the new flight's charged, the fee and the money back owed. */
async function enterChangeOnLedger(tx: Queryable, change: FlightChangeRow, moved: PassengerRow[]) {
  const entries: (typeof bookingLedger.$inferInsert)[] = moved.flatMap((p, i) => [
    {
      bookingId: change.bookingId,
      kind: 'CHARGE' as const,
      amountCents: -(p.fareCents ?? 0),
      segment: change.segment,
      passengerIndex: p.passengerIndex,
      offer: p.fareOffer,
    },
    {
      bookingId: change.bookingId,
      kind: 'CHARGE' as const,
      amountCents: change.fares.cents[i] ?? 0,
      segment: change.segment,
      passengerIndex: p.passengerIndex,
      offer: change.fares.offer,
    },
  ]);
  if (change.feeCents > 0)
    entries.push({ bookingId: change.bookingId, kind: 'FEE', amountCents: change.feeCents });
  if (change.refundCents > 0)
    entries.push({
      bookingId: change.bookingId,
      kind: 'REFUND_OWED',
      refundKind: 'CHANGE',
      amountCents: change.refundCents,
    });
  await tx.insert(bookingLedger).values(entries);
}

/** The changed flight's snapshot moves in place on its segment row, the first flight's as any other (decision 091). */
async function moveSnapshot(tx: Queryable, row: BookingRecord, change: FlightChangeRow) {
  const [flight] = change.toFlightId
    ? await tx.select().from(flights).where(eq(flights.id, change.toFlightId))
    : [];
  if (!flight) return;
  const snapshot = {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    departureCity: flight.departureCity,
    departureAt: flight.departureAt,
    arrivalCity: flight.arrivalCity,
    arrivalAt: flight.arrivalAt,
  };
  await tx
    .update(bookingSegments)
    .set(snapshot)
    .where(and(eq(bookingSegments.bookingId, row.id), eq(bookingSegments.segment, change.segment)));
}

/**
 * A change whose difference was not paid in time lapses: its held seats are freed and the booking
 * keeps its flight; what reached its invoice is owed back.
 */
export async function lapseChange(tx: Queryable, change: FlightChangeRow, now: Date): Promise<void> {
  const [row] = await selectBookings(tx).where(eq(bookings.id, change.bookingId));
  if (!row || change.status !== 'PENDING_PAYMENT') return;
  await freeHeldSeats(tx, change, await classOf(tx, row, change.segment));
  await tx
    .update(flightChanges)
    .set({
      status: 'LAPSED',
      settledAt: now,
      invoiceStatus: change.invoiceStatus === 'AWAITING' ? 'EXPIRED' : change.invoiceStatus,
    })
    .where(eq(flightChanges.id, change.id));
  const [received] = await tx
    .select({
      sats: sql<string>`coalesce(sum(${invoicePayments.amountSats}), 0)`,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.changeId, change.id), eq(invoicePayments.counted, true)));
  const sats = Number(received?.sats ?? 0);
  if (sats > 0)
    await tx.insert(bookingLedger).values({
      bookingId: row.id,
      kind: 'REFUND_OWED',
      refundKind: 'LATE_PAYMENT',
      amountCents: Math.round((sats * (change.btcUsdRate ?? 0)) / 1_000_000),
      amountSats: sats,
      btcUsdRate: change.btcUsdRate,
    });
}
