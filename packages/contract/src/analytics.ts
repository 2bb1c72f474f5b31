import { z } from 'zod';
import { isoDay } from './common';
import { CLASS_TYPES, DAY_MS } from './constants';

export const bookingStatsSchema = z.object({
  totalBookings: z.number().int(),
  bookingGrowth: z.number(),
  /** [economy, business, first] */
  bookingsByClass: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

export const revenueDataSchema = z.object({
  /** paid: amounts of bookings made in the range whose payment was confirmed, less refunds */
  totalRevenue: z.number(),
  /** booked: amounts of bookings made in the range that are not cancelled, paid or not (docs/product.md#15-analytics) */
  bookedRevenue: z.number(),
  /** the first and last day the figures cover (yyyy-MM-dd, UTC) */
  startDate: z.string(),
  endDate: z.string(),
  revenueGrowth: z.number(),
  /** one paid-revenue point per day of the range up to today; days still to come have none */
  trend: z.array(z.object({ date: z.string(), revenue: z.number() })),
  /** totalRevenue by class, the same rule (docs/product.md#151-the-dashboard) */
  revenueByClass: z.array(z.object({ classType: z.enum(CLASS_TYPES), revenue: z.number() })),
});
export type RevenueData = z.infer<typeof revenueDataSchema>;

export const capacityDataSchema = z.object({
  averageUtilization: z.number(),
  utilizationGrowth: z.number(),
});
export type CapacityData = z.infer<typeof capacityDataSchema>;

/** The longest range the analytics calls accept, in calendar days. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
export const REVENUE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

export const analyticsMessages = {
  startAfterEnd: 'startDate must not be after endDate',
  rangeTooLong: `The date range may span at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
  bookingAnalytics: 'Booking analytics retrieved successfully',
  revenueAnalytics: 'Revenue analytics retrieved successfully',
  capacityAnalytics: 'Capacity analytics retrieved successfully',
  loadFactors: 'Load factors retrieved successfully',
} as const;

/** GET /admin/analytics/bookings and /capacity: inclusive calendar days in UTC; default the current month. */
export const analyticsRangeQuery = z.object({
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;

/**
 * GET /admin/analytics/revenue: the current day, week (Monday first), month or year; a startDate or
 * endDate (as the bookings call takes them) wins over `period` (docs/product.md#15-analytics).
 */
export const revenueQuery = analyticsRangeQuery.extend({
  period: z.enum(REVENUE_PERIODS, { message: 'Period must be day, week, month or year' }).default('month'),
});
export type RevenueQuery = z.input<typeof revenueQuery>;
export type RevenueRangeQuery = z.infer<typeof revenueQuery>;

/**
 * GET /admin/analytics/load-factors: how many flights at each end; with startDate or endDate the flights
 * departing in that range, else the upcoming ones (docs/product.md#151-the-dashboard).
 */
export const LOAD_FACTOR_LIMIT_DEFAULT = 5;
export const LOAD_FACTOR_LIMIT_MAX = 20;
export const loadFactorQuery = analyticsRangeQuery.extend({
  limit: z.coerce.number().int().min(1).max(LOAD_FACTOR_LIMIT_MAX).default(LOAD_FACTOR_LIMIT_DEFAULT),
});
export type LoadFactorQuery = z.input<typeof loadFactorQuery>;

export const loadFactorSchema = z.object({
  _id: z.string(),
  flightNumber: z.string(),
  departure: z.object({ city: z.string(), date: z.string() }),
  arrival: z.object({ city: z.string() }),
  bookedSeats: z.number().int(),
  seatsForSale: z.number().int(),
  /** booked ÷ for sale × 100, 2 decimals */
  loadFactor: z.number(),
});
export type LoadFactor = z.infer<typeof loadFactorSchema>;

/** The upcoming flights that sell best and worst. */
export const loadFactorsSchema = z.object({
  highest: z.array(loadFactorSchema),
  lowest: z.array(loadFactorSchema),
});
export type LoadFactors = z.infer<typeof loadFactorsSchema>;

/**
 * How many days of a range [startDate, endDate] (inclusive, yyyy-MM-dd, UTC days) its growth compares
 * with as many days just before it: the days begun by `now`, or the whole range when it is wholly past
 * or not begun (docs/product.md#15-analytics).
 */
export function comparedDays(startDate: string, endDate: string, now: Date): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS;
  const endOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  const begun = start >= endOfToday ? end : Math.min(end, endOfToday);
  return Math.round((begun - start) / DAY_MS);
}
