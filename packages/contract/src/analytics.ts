import { z } from 'zod';

export const bookingStatsSchema = z.object({
  totalBookings: z.number().int(),
  bookingGrowth: z.number(),
  /** [economy, business, first] */
  bookingsByClass: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

export const revenueDataSchema = z.object({
  totalRevenue: z.number(),
  revenueGrowth: z.number(),
  trend: z.array(z.object({ date: z.string(), revenue: z.number() })),
});
export type RevenueData = z.infer<typeof revenueDataSchema>;

export const capacityDataSchema = z.object({
  averageUtilization: z.number(),
  utilizationGrowth: z.number(),
});
export type CapacityData = z.infer<typeof capacityDataSchema>;
