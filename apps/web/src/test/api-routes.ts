import {
  adminLoginData,
  adminSchema,
  adminUserSchema,
  changePasswordData,
  bookingPage,
  bookingSchema,
  bookingStatsSchema,
  capacityDataSchema,
  flightPage,
  flightSchema,
  paymentAddressesSchema,
  revenueDataSchema,
  seatsData,
  trackingSchema,
  userLoginData,
  userPage,
  userSchema,
} from '@skylark/contract';
import { z } from 'zod';

/**
 * Every API route the web app calls, as the server declares it: the success status and the schema
 * of `data` in the wrapper (apps/api's route schemas use the same contract shapes). Paths use MSW's
 * `:param` syntax; a more specific path comes before a `:param` that would also match it.
 */
export const apiRoutes = {
  'POST /user/register': { status: 201, data: userSchema },
  'POST /user/login': { status: 200, data: userLoginData },
  'POST /user/forget-password': { status: 200, data: z.null() },
  'POST /user/reset-password': { status: 200, data: z.null() },
  'GET /user/profile': { status: 200, data: userSchema },
  'POST /user/logout': { status: 200, data: z.null() },
  'POST /user/change-password': { status: 200, data: changePasswordData },
  'POST /admin/register': { status: 201, data: adminSchema },
  'POST /admin/login': { status: 200, data: adminLoginData },
  'GET /admin/profile': { status: 200, data: adminSchema },
  'POST /admin/logout': { status: 200, data: z.null() },

  'GET /user/flights': { status: 200, data: flightPage },
  'GET /user/flights/search': { status: 200, data: flightPage },
  'GET /user/flights/:id': { status: 200, data: flightSchema },
  'GET /user/flights/:id/seats': { status: 200, data: seatsData },
  'GET /admin/flights': { status: 200, data: flightPage },
  'POST /admin/flights': { status: 201, data: flightSchema },
  'PATCH /admin/flights/:id': { status: 200, data: flightSchema },
  'DELETE /admin/flights/:id': { status: 200, data: z.null() },

  'GET /user/bookings': { status: 200, data: bookingPage },
  'POST /user/bookings': { status: 201, data: bookingSchema },
  'GET /user/bookings/payment-addresses': { status: 200, data: paymentAddressesSchema },
  'GET /user/bookings/tracking/:trackingId': { status: 200, data: trackingSchema },
  'GET /user/bookings/:id': { status: 200, data: bookingSchema },
  'POST /user/bookings/:id/cancel': { status: 200, data: bookingSchema },
  'GET /admin/bookings': { status: 200, data: bookingPage },
  'GET /admin/bookings/:id': { status: 200, data: bookingSchema },
  'POST /admin/bookings/:id/approve': { status: 200, data: bookingSchema },

  'GET /admin/users': { status: 200, data: userPage },
  'GET /admin/users/:id': { status: 200, data: adminUserSchema },
  'PATCH /admin/users/:id/status': { status: 200, data: adminUserSchema },
  'DELETE /admin/users/:id': { status: 200, data: z.null() },

  'GET /admin/analytics/bookings': { status: 200, data: bookingStatsSchema },
  'GET /admin/analytics/capacity': { status: 200, data: capacityDataSchema },
  'GET /admin/analytics/revenue': { status: 200, data: revenueDataSchema },
} satisfies Record<string, { status: number; data: z.ZodType }>;

export type ApiRoute = keyof typeof apiRoutes;
export type RouteData<R extends ApiRoute> = z.input<(typeof apiRoutes)[R]['data']>;
