import type { FastifyPluginAsync } from 'fastify';
import { adminBookingRoutes } from './admin-routes';
import { bookingCancelRoutes } from './cancel-routes';
import { bookingChangeRoutes, deskChangeRoutes } from './change-routes';
import { bookingDocumentRoutes } from './document-routes';
import { bookingRoutes } from './routes';
import { bookingServiceRoutes } from './service-routes';

/** The routes of a customer's bookings, their documents, cancellation and changes, and the desk's, under their prefixes. */
export const bookingsModule: FastifyPluginAsync = async (app) => {
  await app.register(bookingRoutes, { prefix: '/user/bookings' });
  await app.register(bookingDocumentRoutes, { prefix: '/user/bookings' });
  await app.register(bookingCancelRoutes, { prefix: '/user/bookings' });
  await app.register(bookingChangeRoutes, { prefix: '/user/bookings' });
  await app.register(bookingServiceRoutes, { prefix: '/user/bookings' });
  await app.register(adminBookingRoutes, { prefix: '/admin/bookings' });
  await app.register(deskChangeRoutes, { prefix: '/admin/bookings' });
};
