import { endOfMonth, endOfQuarter, startOfMonth, startOfQuarter, subDays } from 'date-fns';
import { formatIsoDay } from '@/lib/format';

/** The dashboard's date presets (docs/product.md#151-the-dashboard), in the order shown. */
export const DATE_PRESETS = ['Today', '7 days', '30 days', 'This month', 'This quarter'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** A preset's calendar days, both ends included: "7 days" is today and the six days before it. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const day = (date: Date) => formatIsoDay(date);
  switch (preset) {
    case 'Today':
      return { startDate: day(now), endDate: day(now) };
    case '7 days':
      return { startDate: day(subDays(now, 6)), endDate: day(now) };
    case '30 days':
      return { startDate: day(subDays(now, 29)), endDate: day(now) };
    case 'This month':
      return { startDate: day(startOfMonth(now)), endDate: day(endOfMonth(now)) };
    case 'This quarter':
      return { startDate: day(startOfQuarter(now)), endDate: day(endOfQuarter(now)) };
  }
}

/** The preset a range is, if it is one. */
export const presetOf = (range: DateRange, now: Date = new Date()): DatePreset | undefined =>
  DATE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  });
