import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, presetOf, presetRange } from './presets';

// local time, as the dashboard's date fields use it
const now = new Date(2026, 10, 24, 15, 30); // Tuesday, November 24, 2026

describe('the dashboard date presets', () => {
  it('give calendar days with both ends included', () => {
    expect(presetRange('Today', now)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(presetRange('7 days', now)).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
    expect(presetRange('30 days', now)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
    expect(presetRange('This month', now)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(presetRange('This quarter', now)).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
  });

  it('cross month and year ends, and know February', () => {
    const newYear = new Date(2027, 0, 3);
    expect(presetRange('7 days', newYear)).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(presetRange('This quarter', newYear)).toEqual({ startDate: '2027-01-01', endDate: '2027-03-31' });
    expect(presetRange('This month', new Date(2028, 1, 10))).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });

  it('recognise a range that is a preset, and only then', () => {
    for (const preset of DATE_PRESETS) expect(presetOf(presetRange(preset, now), now)).toBe(preset);
    expect(presetOf({ startDate: '2026-11-02', endDate: '2026-11-24' }, now)).toBeUndefined();
  });
});
