import {
  MSG,
  adminBookingListQuery,
  bookingActionBody,
  bookingMessages,
  bookingPage,
  bookingSchema,
  envelope,
  idParams,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { bookingApprovedMail, bookingRejectedMail } from '../../mail/booking-mails';
import { getAnyBooking, listAllBookings } from './queries';
import { decideBooking } from './status';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** The administrators' booking desk (docs/product.md §7.5, §14). */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List every booking, filtered by dates, class and status',
        operationId: 'listAllBookings',
        tags: ['admin bookings'],
        ...secured,
        querystring: adminBookingListQuery,
        response: { 200: envelope(bookingPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, bookingMessages.bookingsRetrieved, await listAllBookings(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Read any booking',
        operationId: 'getAnyBooking',
        tags: ['admin bookings'],
        ...secured,
        params: idParams,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, bookingMessages.bookingRetrieved, await getAnyBooking(app.db, request.params.id)),
  );

  app.post(
    '/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Approve or reject a pending booking',
        operationId: 'decideBooking',
        tags: ['admin bookings'],
        ...secured,
        description:
          'action approve: PENDING → CONFIRMED (paid); action reject: PENDING → CANCELLED, seats released.',
        params: idParams,
        body: bookingActionBody,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { action } = request.body;
      const booking = await decideBooking(app.db, request.params.id, action, new Date());
      app.mailer.send(
        action === 'approve'
          ? bookingApprovedMail(booking, app.config.appUrl)
          : bookingRejectedMail(booking, app.config.appUrl),
      );
      return wrap(reply, 200, action === 'approve' ? MSG.bookingApproved : MSG.bookingRejected, booking);
    },
  );
};
