import {
  REFUND_BANDS,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  freeCancellationUntil,
  wholeDaysUntil,
} from './fare-rules';
import type { RefundTerms } from './fare-brand-texts';

export { wholeDaysUntil } from './fare-rules';

/** Classic's terms: the fare rules' bands (a booking made before fare brands keeps them). */
const BANDS: RefundTerms = { policy: 'BANDS', fullUntilHours: 0 };

/**
 * Refund percentage of the cancellation policy of the fare rules (docs/product.md#9-constants-and-limits, docs/product.md#14-bookings-and-payment),
 * under the refund terms of the fare brand booked (docs/product.md#1416-fare-brands). A schedule change gives everything back, whatever the brand.
 */
export function refundPercent(
  departure: Date,
  now: Date,
  scheduleShiftMinutes = 0,
  terms: RefundTerms = BANDS,
): number {
  if (scheduleShiftMinutes > SCHEDULE_CHANGE_FULL_REFUND_MINUTES) return 100;
  if (terms.policy === 'NONE') return 0;
  if (terms.policy === 'FULL' && departure.getTime() - now.getTime() >= terms.fullUntilHours * 3_600_000)
    return 100;
  const days = wholeDaysUntil(departure, now);
  return REFUND_BANDS.find((band) => days >= band.minDays)!.percent;
}

/** Refund in cents of a paid amount, rounded half up to the cent. */
export function refundCents(
  paidCents: number,
  departure: Date,
  now: Date,
  scheduleShiftMinutes = 0,
  terms: RefundTerms = BANDS,
): number {
  return Math.floor((paidCents * refundPercent(departure, now, scheduleShiftMinutes, terms) + 50) / 100);
}

/**
 * The 24-hour rule at `now` (decision 097): until when a booking made at `createdAt`, its first flight departing at
 * `departure` as booked now, cancels with everything received back; null when it does not, or no longer does.
 */
export function freeCancellationAt(createdAt: Date, departure: Date, now: Date): Date | null {
  const until = freeCancellationUntil(createdAt, departure);
  return until && now.getTime() < until.getTime() ? until : null;
}
