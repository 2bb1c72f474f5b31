import type { CheckInState } from '@skylark/contract';
import type { CheckInSettings } from '../../config';

/** The online check-in window of a departure (docs/product.md#146-online-check-in-and-boarding-passes): opens and closes before it. */
export function checkInWindow(departureAt: Date, settings: CheckInSettings, now: Date) {
  const opensAt = new Date(departureAt.getTime() - settings.opensHours * 3_600_000);
  const closesAt = new Date(departureAt.getTime() - settings.closesMinutes * 60_000);
  const state: CheckInState['window'] = now < opensAt ? 'NOT_OPEN' : now >= closesAt ? 'CLOSED' : 'OPEN';
  return { opensAt, closesAt, state };
}
