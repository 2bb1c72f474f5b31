import { type Booking } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bookings, flightChanges, type FlightRow } from '../../db/schema';
import { type UnpaidLimits, checkUnpaidLimits, heldUnpaid } from './limits';
import type { Bip84Account } from '../../lib/bip84';
import { enqueueMail, type MailJob } from '../../mail/outbox';
import { dollars } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { draftInvoice, type Invoicing } from '../invoices';
import { loadBooking } from './load-bookings';
import type { ChangeContext } from './change-terms';
import type { ChangeTerms } from './change-price';
import { applyChange, lapseChange } from './change-apply';
import { holdChangeSeats } from './change-seats';
import { checkBagCaps } from './bag-checks';
import { nextAddress } from './payment';

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
 * The change itself (decision 086): a change row of the same booking. With nothing to pay, or on an
 * unpaid booking (whose invoice then asks for the new price), it is done at once; a paid booking's
 * difference is a second invoice of the booking, whose new seats are held while the booking keeps
 * its flight until it is paid.
 */
export async function changeInPlace(
  tx: Tx,
  ctx: ChangeContext,
  target: { flight: FlightRow; seatNumbers: string[]; terms: ChangeTerms },
  options: ChangeRequestOptions,
): Promise<Booking> {
  const { row } = ctx;
  const { terms, flight } = target;
  const unpaid = row.paymentStatus !== 'CONFIRMED';
  const waits = !unpaid && terms.amountDueCents > 0;
  await lapsePendingChange(tx, row.id, options.now);
  const leg = ctx.legs[ctx.segment]!;
  const [change] = await tx
    .insert(flightChanges)
    .values({
      bookingId: row.id,
      segment: ctx.segment,
      fromFlightId: leg.live?.id ?? null,
      fromFlightNumber: leg.flightNumber,
      fromDepartureAt: leg.departureAt,
      toFlightId: flight.id,
      toFlightNumber: flight.flightNumber,
      toDepartureAt: flight.departureAt,
      seatNumbers: target.seatNumbers,
      fares: terms.fares,
      feeCents: terms.feeCents,
      amountDueCents: terms.amountDueCents,
      refundCents: terms.refundCents,
      freeMove: ctx.freeMove,
      status: 'PENDING_PAYMENT',
      createdAt: options.now,
      createdByAdminId: options.adminId ?? null,
      ...(waits ? await changeInvoice(tx, ctx, flight, terms, options) : {}),
    })
    .returning();
  if (waits) {
    await checkLimits(tx, row.userId, new Map([[flight.id, ctx.passengers.length]]), options.limits);
    await holdChangeSeats(tx, change!, ctx.passengers, leg.classType);
  } else {
    await applyChange(tx, change!, options.now, options.invoicing);
    if (unpaid) await checkLimits(tx, row.userId, new Map([[flight.id, 0]]), options.limits);
  }
  // the passengers carry their extra bags to the new flight, within its cap (docs/product.md#1419-paid-bags)
  if (flight.id !== leg.live?.id && ctx.passengers.some((p) => p.extraBags > 0))
    await checkBagCaps(tx, [flight.id]);
  await recordAudit(tx, {
    ...options.audit,
    action: options.adminId ? 'booking.change_for_customer' : 'booking.change',
    targetType: 'booking',
    targetId: row.id,
    before: { segment: ctx.segment, seats: ctx.passengers.map((p) => p.seatNumber) },
    after: {
      changeId: change!.id,
      flightNumber: flight.flightNumber,
      seats: target.seatNumbers,
      amountDueCents: terms.amountDueCents,
      refundCents: terms.refundCents,
      freeMove: ctx.freeMove,
      awaitsPayment: waits,
    },
  });
  const booking = await loadBooking(tx, eq(bookings.id, row.id));
  if (options.mail) await enqueueMail(tx, options.mail(booking, dollars(terms.refundCents)));
  return booking;
}

/** The difference's invoice: its own address, the amount at today's rate, a pay-by before both flights. */
async function changeInvoice(
  tx: Tx,
  ctx: ChangeContext,
  flight: FlightRow,
  terms: ChangeTerms,
  options: ChangeRequestOptions,
) {
  const first = ctx.legs[0]!.live?.departureAt ?? ctx.legs[0]!.departureAt;
  const departs = ctx.segment === 0 && flight.departureAt < first ? flight.departureAt : first;
  return secondInvoice(tx, terms.amountDueCents, departs, options);
}

/**
 * A booking's second invoice, carried by a change row (decision 086): its own address (the next of
 * the BTC_XPUB account), the amount at today's rate, paid by a time before `departs`.
 */
export async function secondInvoice(
  tx: Tx,
  dueCents: number,
  departs: Date,
  options: Pick<ChangeRequestOptions, 'invoicing' | 'paymentAccount' | 'now'>,
) {
  if (!options.invoicing) return {};
  const invoice = await draftInvoice(options.invoicing, dueCents, departs, options.now);
  const own = options.paymentAccount ? await nextAddress(tx, options.paymentAccount) : null;
  return {
    paymentAddress: own?.address ?? invoice.paymentAddress,
    derivationIndex: own?.derivationIndex ?? null,
    amountSats: invoice.amountSats,
    btcUsdRate: invoice.btcUsdRate,
    payBy: invoice.payBy,
    invoiceStatus: 'AWAITING' as const,
  };
}

/** The seats a change leaves unpaid count toward the account's caps. */
async function checkLimits(
  tx: Queryable,
  userId: string | null,
  seats: Map<string, number>,
  limits: UnpaidLimits | undefined,
) {
  if (limits && userId) checkUnpaidLimits(await heldUnpaid(tx, userId), seats, limits);
}

/** One change waits for its payment at a time: a later change takes the place of the earlier one. */
export async function lapsePendingChange(tx: Queryable, bookingId: string, now: Date): Promise<void> {
  const [pending] = await tx
    .select()
    .from(flightChanges)
    .where(and(eq(flightChanges.bookingId, bookingId), eq(flightChanges.status, 'PENDING_PAYMENT')))
    .for('update');
  if (pending) await lapseChange(tx, pending, now);
}
