import { z } from 'zod';
import { userSchema } from './auth';
import { pageOf } from './wrapper';

/** A customer in the admin's list and details (spec §3 User). */
export const adminUserSchema = userSchema.extend({
  phone: z.string(),
  totalBookings: z.number().int(),
  lastBooking: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPage = pageOf(adminUserSchema, 'totalUsers');
export type UserPage = z.infer<typeof userPage>;
