import { DAY_MS, HOUR_MS, type ClassType } from './constants';

/**
 * The fare rules (docs/product.md#9-constants-and-limits): the one source of what a cancellation refunds, what a change
 * costs and what a schedule change entitles the traveller to. The server computes refunds from it and
 * every place that shows the rules (flight page, checkout, e-mails, e-ticket) prints `fareRuleLines`.
 */

/** Refund bands on whole days until departure, highest first: d > 7 → 90 %, 3–7 → 50 %, 1–2 → 25 %, else 10 %. */
export const REFUND_BANDS = [
  { minDays: 8, percent: 90, label: 'more than 7 days before departure' },
  { minDays: 3, percent: 50, label: '3 to 7 days before' },
  { minDays: 1, percent: 25, label: '1 to 2 days before' },
  { minDays: Number.NEGATIVE_INFINITY, percent: 10, label: 'less than 1 day before' },
] as const;

/**
 * The 24-hour rule (14 CFR 259.5(b)(4), decision 097): a booking made at least this many days before its first
 * flight departs cancels with everything received back for this many hours after it was made, whatever its fare.
 */
export const FREE_CANCEL_HOURS = 24;
export const FREE_CANCEL_MIN_DAYS_AHEAD = 7;

/** Until when a booking made at `createdAt` for a first flight departing at `departure` cancels with everything back; null when the rule does not apply. */
export function freeCancellationUntil(createdAt: Date, departure: Date): Date | null {
  if (departure.getTime() - createdAt.getTime() < FREE_CANCEL_MIN_DAYS_AHEAD * DAY_MS) return null;
  return new Date(createdAt.getTime() + FREE_CANCEL_HOURS * HOUR_MS);
}

/**
 * Automatic refunds (14 CFR 260, decision 097): a flight the airline cancels, or changes significantly, is refunded
 * without being asked for when the traveller takes no alternative. Significant: a departure or arrival moved by more
 * than these minutes (domestic: both airports in one country), another airport.
 */
export const SIGNIFICANT_CHANGE_MINUTES = { domestic: 3 * 60, international: 6 * 60 } as const;

/** Days from when a refund became owed to when it must have been sent (14 CFR 260.6). */
export const REFUND_DUE_DAYS = 20;

/** A schedule change of more than this entitles the traveller to cancel with the full amount back. */
export const SCHEDULE_CHANGE_FULL_REFUND_MINUTES = 60;

/** The fee per passenger for changing to another flight, in cents, before any fare difference. */
export const CHANGE_FEE_CENTS: Record<ClassType, number> = {
  ECONOMY: 7500,
  BUSINESS: 5000,
  FIRST: 0,
  PRIVATEJET: 0,
  CHOPPER: 0,
};

/** Changes close this many hours before the booked flight departs (the fare's change window). */
export const CHANGE_CLOSES_HOURS: Record<ClassType, number> = {
  ECONOMY: 24,
  BUSINESS: 3,
  FIRST: 3,
  PRIVATEJET: 3,
  CHOPPER: 3,
};

/** After a schedule change or a cancelled flight, a free move to a flight of the route this many days either side. */
export const FREE_MOVE_DAYS = 3;

/** Whole days from `now` until `departure` (negative once departed). */
export function wholeDaysUntil(departure: Date, now: Date): number {
  return Math.floor((departure.getTime() - now.getTime()) / DAY_MS);
}

/** Minutes the airline moved the flight: the larger of the departure and arrival shifts. */
export function scheduleShiftMinutes(
  booked: { departure: Date; arrival: Date },
  live: { departure: Date; arrival: Date },
): number {
  const shift = Math.max(
    Math.abs(live.departure.getTime() - booked.departure.getTime()),
    Math.abs(live.arrival.getTime() - booked.arrival.getTime()),
  );
  return Math.floor(shift / 60_000);
}

export interface FareLine {
  title: string;
  text: string;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The rules of a class as lines, worded the same wherever they are shown. */
export function fareRuleLines(classType: ClassType): FareLine[] {
  const fee = CHANGE_FEE_CENTS[classType];
  return [
    {
      title: 'Cancellation',
      text: `${REFUND_BANDS.map((b) => `${b.percent}% back ${b.label}`).join(', ')}; an unpaid booking cancels free.`,
    },
    {
      title: 'Change fee',
      text:
        (fee > 0 ? `${usd(fee)} per passenger, plus any fare difference` : 'None, only any fare difference') +
        `; changes close ${CHANGE_CLOSES_HOURS[classType]} hours before departure.`,
    },
    {
      title: 'Schedule change',
      text: `If we move your flight by more than ${SCHEDULE_CHANGE_FULL_REFUND_MINUTES} minutes or cancel it, you may cancel with the full amount back or move free of charge to another flight of the route within ${FREE_MOVE_DAYS} days.`,
    },
    {
      title: 'Within 24 hours',
      text: `A booking made at least ${FREE_CANCEL_MIN_DAYS_AHEAD} days before departure cancels with everything paid back for ${FREE_CANCEL_HOURS} hours after booking, whatever the fare.`,
    },
    {
      title: 'Automatic refund',
      text: `If we cancel your flight, move it by more than ${SIGNIFICANT_CHANGE_MINUTES.domestic / 60} hours (${SIGNIFICANT_CHANGE_MINUTES.international / 60} hours abroad) or to another airport, and you take no other flight by its booked departure, we refund it without being asked, within ${REFUND_DUE_DAYS} days.`,
    },
  ];
}
