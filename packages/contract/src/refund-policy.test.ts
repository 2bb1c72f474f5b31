import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './constants';
import { freeCancellationAt } from './refund-policy';

describe('the 24-hour rule (decision 097)', () => {
  const made = new Date(Date.UTC(2030, 0, 7, 12));
  const at = (ms: number) => new Date(made.getTime() + ms);

  it('holds for a booking made 7 days or more before departure, for 24 hours and not a moment longer', () => {
    expect(freeCancellationAt(made, at(7 * DAY_MS), at(HOUR_MS))).toEqual(at(24 * HOUR_MS));
    expect(freeCancellationAt(made, at(7 * DAY_MS), at(24 * HOUR_MS - 1))).not.toBeNull();
    expect(freeCancellationAt(made, at(7 * DAY_MS), at(24 * HOUR_MS))).toBeNull();
  });

  it('does not hold for a booking made less than 7 days before departure', () => {
    expect(freeCancellationAt(made, at(7 * DAY_MS - 1), at(HOUR_MS))).toBeNull();
  });
});
