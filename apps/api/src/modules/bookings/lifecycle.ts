import { type BookingStatus, type ErrorCode, bookingMessages, changeMessages } from '@skylark/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bookings, type BookingRow } from '../../db/schema';
import { bookingColumnsWithFlight, firstSegment, firstSegmentOn } from '../../db/first-flight';
import { conflict } from '../../lib/errors';

interface LifecycleEvent {
  /** the words the diagram of docs/product.md writes on the arrow */
  label: string;
  /** the statuses the event may come from; none: the booking is made by it */
  from: readonly BookingStatus[];
  /** the status it leads to; null: the status stays as it was */
  to: BookingStatus | null;
  effects: readonly string[];
  /** what a booking that is no longer in a `from` status is answered */
  refusal?: { message: string; code: Exclude<ErrorCode, 'CONFLICT'> };
}

const NOT_PENDING = { message: bookingMessages.notPending, code: 'NOT_PENDING' } as const;
const ALREADY_CANCELLED = { message: bookingMessages.alreadyCancelled, code: 'ALREADY_CANCELLED' } as const;

/**
 * The booking's lifecycle (docs/product.md, "The booking's lifecycle"): each event, the statuses it
 * may come from, the status it leads to, and its effects. Every write of `booking_status` goes
 * through {@link transition}; the diagram in docs/product.md is checked against this table.
 */
export const LIFECYCLE = {
  booked: {
    label: 'booked',
    from: [],
    to: 'PENDING',
    effects: [
      'seats held',
      'a CHARGE per passenger per flight',
      'the invoice drafted',
      'mail: booking received',
    ],
  },
  paymentSeen: {
    label: 'payment seen',
    from: ['PENDING'],
    to: null,
    effects: ['a PAYMENT entry once counted', 'the seats held past the pay-by time'],
  },
  paid: {
    label: 'paid',
    from: ['PENDING'],
    to: 'CONFIRMED',
    effects: ['the charges covered by PAYMENT entries', 'mail: booking confirmed, with the e-ticket'],
    refusal: NOT_PENDING,
  },
  approved: {
    label: 'approved',
    from: ['PENDING'],
    to: 'CONFIRMED',
    effects: ['an administrator confirms a booking paid in full', 'mail: booking confirmed'],
    refusal: NOT_PENDING,
  },
  attested: {
    label: 'attested',
    from: ['PENDING'],
    to: 'CONFIRMED',
    effects: ['a PAYMENT_ATTESTED entry naming the administrator, for what no payment covers'],
    refusal: NOT_PENDING,
  },
  rejected: {
    label: 'rejected',
    from: ['PENDING'],
    to: 'CANCELLED',
    effects: ['seats released', 'what was received owed back', 'mail: booking rejected'],
    refusal: NOT_PENDING,
  },
  expired: {
    label: 'expired',
    from: ['PENDING'],
    to: 'CANCELLED',
    effects: ['seats released at the pay-by time', 'money arriving later owed back', 'mail: booking expired'],
    refusal: NOT_PENDING,
  },
  cancelledByTraveller: {
    label: 'cancelled by the traveller',
    from: ['PENDING', 'CONFIRMED'],
    to: 'CANCELLED',
    effects: [
      'seats released',
      'the refund policy’s share of what was received owed back',
      'mail: booking cancelled',
    ],
    refusal: ALREADY_CANCELLED,
  },
  flightCancelled: {
    label: 'flight cancelled',
    from: ['PENDING', 'CONFIRMED'],
    to: 'CANCELLED',
    effects: ['seats released', 'everything received owed back', 'mail: flight cancelled'],
    refusal: ALREADY_CANCELLED,
  },
  movedAfterFlightCancelled: {
    label: 'moved free after its flight was cancelled',
    from: ['CANCELLED'],
    to: 'CONFIRMED',
    effects: [
      'the new flight’s seats and the kept flights’ seats taken again',
      'the unsent refund withdrawn',
    ],
    refusal: { message: changeMessages.noFreeMove, code: 'CHANGE_NOT_OFFERED' },
  },
  changeRequested: {
    label: 'change requested',
    from: ['PENDING', 'CONFIRMED'],
    to: null,
    effects: [
      'the new seats held',
      'a FEE and the new flight’s CHARGE',
      'an invoice for a difference to pay',
    ],
  },
  changePaid: {
    label: 'change paid',
    from: ['PENDING', 'CONFIRMED'],
    to: null,
    effects: ['the old seats released', 'the change applied to the booking'],
  },
  changeLapsed: {
    label: 'change lapsed',
    from: ['PENDING', 'CONFIRMED'],
    to: null,
    effects: ['the new seats released', 'the booking keeps its flights'],
  },
  checkedIn: {
    label: 'checked in',
    from: ['CONFIRMED'],
    to: null,
    effects: ['boarding passes issued'],
  },
  departed: {
    label: 'departed',
    from: ['CONFIRMED'],
    to: null,
    effects: ['no more changes or cancellation'],
  },
  refundOwed: {
    label: 'refund owed',
    from: ['PENDING', 'CONFIRMED', 'CANCELLED'],
    to: null,
    effects: ['a REFUND_OWED entry, within what was received', 'listed for the desk'],
  },
  refundPaid: {
    label: 'refund paid',
    from: ['PENDING', 'CONFIRMED', 'CANCELLED'],
    to: null,
    effects: ['a REFUND_PAID entry with the txid and the address', 'mail: refund sent'],
  },
} as const satisfies Record<string, LifecycleEvent>;

export type BookingEvent = keyof typeof LIFECYCLE;
type StatusEvent = {
  [E in BookingEvent]: (typeof LIFECYCLE)[E]['to'] extends null ? never : E;
}[BookingEvent];

/**
 * The one write of a booking's status: `UPDATE … WHERE <where> AND booking_status IN (<from>)`, with
 * the other columns the event sets. Answers the rows it changed; a booking that left the `from`
 * statuses in the meantime is not among them.
 */
export function transition(
  tx: Queryable,
  event: Exclude<StatusEvent, 'booked'>,
  where: SQL,
  set: Omit<PgUpdateSetSource<typeof bookings>, 'id' | 'bookingStatus'> = {},
): Promise<BookingRow[]> {
  const { from, to } = LIFECYCLE[event] as LifecycleEvent;
  // the rows answered with their first flight, in the same statement (decision 091)
  return tx
    .update(bookings)
    .set({ ...set, bookingStatus: to! })
    .from(firstSegment)
    .where(and(firstSegmentOn, where, inArray(bookings.bookingStatus, [...from])))
    .returning(bookingColumnsWithFlight);
}

/** {@link transition} of one booking: a booking no longer in a `from` status is a 409 with the event's code. */
export async function transitionOne(
  tx: Queryable,
  event: Exclude<StatusEvent, 'booked'>,
  where: SQL,
  set: Omit<PgUpdateSetSource<typeof bookings>, 'id' | 'bookingStatus'> = {},
): Promise<BookingRow> {
  const [row] = await transition(tx, event, where, set);
  const refusal = (LIFECYCLE[event] as LifecycleEvent).refusal!;
  if (!row) throw conflict(refusal.message, refusal.code);
  return row;
}
