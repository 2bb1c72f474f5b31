import {
  type AddBagsBody,
  type BagPurchase,
  type Booking,
  addBagsBody,
  bagMessages,
  bookingMessages,
  bookingsOpen,
} from '@skylark/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingPassengers,
  bookingSegments,
  bookings,
  flightChanges,
  flights,
  type UserRow,
} from '../../db/schema';
import type { Bip84Account } from '../../lib/bip84';
import { badRequest, conflict, isPgError, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { readBagPrices } from '../fare-brands';
import type { Invoicing } from '../invoices';
import { BAGS_SOLD_OUT } from './booking-insert';
import { checkBagCaps, checkedBags } from './bag-checks';
import { applyChange } from './change-apply';
import { lapsePendingChange, secondInvoice } from './change-write';
import { getOwnBooking, ownBooking } from './queries';

export interface AddBagsOptions {
  now: Date;
  audit: AuditContext;
  invoicing?: Invoicing;
  paymentAccount?: Bip84Account;
}

/**
 * POST /user/bookings/:id/bags (docs/product.md#1419-paid-bags): the listed passengers' extra bags on
 * the listed flights raised to the counts asked for, at the class's price of the day. The purchase is
 * a change row of the booking (decision 086): on an unpaid booking it is done at once and the
 * booking's invoice asks for the new amount; a paid booking's is a second invoice, and the bags are
 * held toward the flight's cap until it is paid or lapses.
 */
export async function addOwnBags(
  db: Db,
  user: UserRow,
  id: string,
  input: AddBagsBody,
  options: AddBagsOptions,
): Promise<Booking> {
  const { bags } = addBagsBody.parse(input);
  try {
    await db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(ownBooking(user, id)).for('update');
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      if (booking.bookingStatus === 'CANCELLED') throw conflict(bagMessages.notActive, 'BAGS_CLOSED');
      const rows = await tx
        .select()
        .from(bookingPassengers)
        .where(
          and(
            eq(bookingPassengers.bookingId, id),
            eq(bookingPassengers.active, true),
            isNull(bookingPassengers.changeId),
          ),
        );
      const legs = await tx
        .select({ s: bookingSegments, departureAt: flights.departureAt })
        .from(bookingSegments)
        .leftJoin(flights, eq(flights.id, bookingSegments.flightId))
        .where(eq(bookingSegments.bookingId, id));
      const passengers = new Set(rows.map((r) => r.passengerIndex)).size;
      checkedBags(bags, passengers, legs.length);
      const prices = await readBagPrices(tx);
      const items: BagPurchase['items'] = [];
      for (const [i, entry] of bags.entries()) {
        const row = rows.find(
          (r) => r.passengerIndex === entry.passengerIndex && r.segment === entry.segment,
        );
        const leg = legs.find((l) => l.s.segment === entry.segment);
        if (!row?.flightId || !leg?.departureAt || !bookingsOpen(leg.departureAt, options.now.getTime()))
          throw conflict(bagMessages.closed, 'BAGS_CLOSED');
        if (entry.extraBags < row.extraBags)
          throw badRequest(bagMessages.noRemoval, [
            { field: `bags.${i}.extraBags`, message: bagMessages.noRemoval },
          ]);
        const added = entry.extraBags - row.extraBags;
        if (added > 0)
          items.push({
            passengerIndex: entry.passengerIndex,
            segment: entry.segment,
            flightId: row.flightId,
            added,
            bagCents: prices[leg.s.classType],
          });
      }
      if (items.length === 0)
        throw badRequest(bagMessages.nothingAdded, [{ field: 'bags', message: bagMessages.nothingAdded }]);
      const dueCents = items.reduce((sum, item) => sum + item.added * item.bagCents, 0);
      const first = [...items].sort((a, b) => a.segment - b.segment)[0]!;
      const leg = legs.find((l) => l.s.segment === first.segment)!;
      const waits = booking.paymentStatus === 'CONFIRMED' && dueCents > 0;
      await lapsePendingChange(tx, id, options.now);
      const departs = legs.reduce(
        (min, l) => (l.departureAt && l.departureAt < min ? l.departureAt : min),
        leg.departureAt!,
      );
      const [change] = await tx
        .insert(flightChanges)
        .values({
          bookingId: id,
          segment: first.segment,
          fromFlightId: leg.s.flightId,
          fromFlightNumber: leg.s.flightNumber,
          fromDepartureAt: leg.departureAt!,
          toFlightId: leg.s.flightId,
          toFlightNumber: leg.s.flightNumber,
          toDepartureAt: leg.departureAt!,
          seatNumbers: [],
          fares: { offer: null, cents: [] },
          feeCents: 0,
          amountDueCents: dueCents,
          refundCents: 0,
          bags: { items },
          status: 'PENDING_PAYMENT',
          createdAt: options.now,
          ...(waits ? await secondInvoice(tx, dueCents, departs, options) : {}),
        })
        .returning();
      // the bags held or bought count toward each flight's cap, checked under its lock
      await checkBagCaps(tx, [...new Set(items.map((item) => item.flightId))]);
      if (!waits) await applyChange(tx, change!, options.now, options.invoicing);
      await recordAudit(tx, {
        ...options.audit,
        action: 'booking.bags',
        targetType: 'booking',
        targetId: id,
        before: Object.fromEntries(
          items.map((it) => [
            `passenger ${it.passengerIndex + 1}, flight ${it.segment + 1}`,
            rows.find((r) => r.passengerIndex === it.passengerIndex && r.segment === it.segment)!.extraBags,
          ]),
        ),
        after: { changeId: change!.id, items, amountDueCents: dueCents, awaitsPayment: waits },
      });
    });
  } catch (error) {
    if (isPgError(error, BAGS_SOLD_OUT)) throw conflict(bagMessages.soldOut, 'BAGS_SOLD_OUT');
    throw error;
  }
  return getOwnBooking(db, user, id);
}
