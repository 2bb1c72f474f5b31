import { z } from 'zod';
import { USER_STATUSES } from './constants';
import { pageQuery } from './common';
import { userSchema } from './auth';
import { pageOf } from './wrapper';

/** A customer in the admin's list and details (docs/product.md#3-data User). */
export const adminUserSchema = userSchema.extend({
  phone: z.string(),
  totalBookings: z.number().int(),
  lastBooking: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPage = pageOf(adminUserSchema, 'totalUsers');
export type UserPage = z.infer<typeof userPage>;

/** GET /admin/users: page, limit (10) and a case-insensitive search on name or e-mail (docs/product.md#75-back-office-users-and-bookings). */
export const adminUsersQuery = z.object({
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
  search: z.string().trim().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** PATCH /admin/users/{id}/status */
export const userStatusBody = z.object({
  status: z.enum(USER_STATUSES, { message: 'Status must be active or blocked' }),
});
export type UserStatusBody = z.infer<typeof userStatusBody>;

/** Server answers of the user management calls. */
export const userMessages = {
  userNotFound: 'User not found',
  usersRetrieved: 'Users retrieved successfully',
  userRetrieved: 'User retrieved successfully',
} as const;
