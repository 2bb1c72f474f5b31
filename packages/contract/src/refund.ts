import { DAY_MS } from './constants';

/** Whole days from `now` until `departure` (negative once departed). */
export function wholeDaysUntil(departure: Date, now: Date): number {
  return Math.floor((departure.getTime() - now.getTime()) / DAY_MS);
}

/** Refund percentage of the cancellation policy (docs/product.md §9, §14). */
export function refundPercent(departure: Date, now: Date): number {
  const days = wholeDaysUntil(departure, now);
  if (days > 7) return 90;
  if (days >= 3) return 50;
  if (days >= 1) return 25;
  return 10;
}

/** Refund in cents of a paid amount, rounded half up to the cent. */
export function refundCents(paidCents: number, departure: Date, now: Date): number {
  return Math.floor((paidCents * refundPercent(departure, now) + 50) / 100);
}
