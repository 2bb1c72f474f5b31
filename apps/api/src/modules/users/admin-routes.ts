import {
  customerMessages,
  IDEMPOTENCY_KEY_HEADER,
  MSG,
  adminUserExportQuery,
  bookingSchema,
  createBookingBody,
  customerOverviewSchema,
  adminUserSchema,
  adminUsersQuery,
  envelope,
  idParams,
  userMessages,
  userPage,
  userStatusBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, sendCsv } from '../../lib/csv';
import { errorResponses, wrap } from '../../lib/reply';
import { mailJob } from '../../mail/outbox';
import { auditContext, auditedExport } from '../audit';
import { bookForCustomer, idempotencyKeyOf, limitBookingRate } from '../bookings';
import { customerOverview } from './overview';
import { usersCsv } from './export';
import { deleteUser, getUser, listUsers, setUserStatus } from './service';

const errors = errorResponses(400, 401, 403, 404);
const admin = { tags: ['admin users'], security: [{ bearer: [] }] };

/** User management for administrators: docs/product.md#75-back-office-users-and-bookings and docs/product.md#12-accounts-and-access. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List customers, searched by name or e-mail',
        operationId: 'listUsers',
        ...admin,
        querystring: adminUsersQuery,
        response: { 200: envelope(userPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, userMessages.usersRetrieved, await listUsers(app.db, request.query)),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Export the customers the search selects, as CSV',
        operationId: 'exportUsers',
        ...admin,
        description:
          'RFC 4180, streamed in batches; formula-like cells are escaped (docs/product.md#152-exports-and-the-manifest).',
        querystring: adminUserExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('users'),
        usersCsv(app.db, request.query, auditedExport(app.db, request, 'users', request.query)),
      ),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Read one customer with their booking figures',
        operationId: 'getUser',
        ...admin,
        params: idParams,
        response: { 200: envelope(adminUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, userMessages.userRetrieved, await getUser(app.db, request.params.id)),
  );

  app.get(
    '/:id/overview',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Read one customer with their bookings, messages, newsletter state and audit events',
        operationId: 'getCustomerOverview',
        ...admin,
        description:
          'The customer page of the back office (docs/product.md#122-one-view-per-customer); each list newest first, at most 100.',
        params: idParams,
        response: { 200: envelope(customerOverviewSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, customerMessages.overviewRetrieved, await customerOverview(app.db, request.params.id)),
  );

  app.post(
    '/:id/bookings',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Book seats for a customer at the desk',
        operationId: 'bookForCustomer',
        ...admin,
        description:
          "The customer's own booking rules, caps, invoice and e-mail; the booking records the administrator who made it. An optional Idempotency-Key header replays a retry. 409 for a blocked customer or past the caps, 429 past BOOKING_RATE_LIMIT (per customer and per administrator).",
        params: idParams,
        body: createBookingBody,
        response: { 201: envelope(bookingSchema), ...errors, ...errorResponses(409, 429, 503) },
      },
    },
    async (request, reply) => {
      const audit = auditContext(request);
      const { payments } = app.config;
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      // the desk counts as one client per administrator, whatever address it works from
      await limitBookingRate(app.db, request.params.id, `admin:${audit.actor.id}`, payments.bookingRateLimit);
      const result = await bookForCustomer(app.db, request.params.id, request.body, {
        now: new Date(),
        idempotencyKey,
        paymentAccount: app.config.btcAccount,
        invoicing: app.invoicing,
        limits: { perFlight: payments.maxPendingPassengers, total: payments.maxPendingPassengersTotal },
        audit,
        mail: (booking) =>
          mailJob(
            'bookingReceived',
            [booking, app.config.appUrl, booking.payment?.address ?? app.config.btcAddresses[0]!],
            'booking',
          ),
      });
      const message = result.replayed ? result.message : customerMessages.bookedForCustomer;
      return wrap(reply, result.statusCode, message, result.data);
    },
  );

  app.patch(
    '/:id/status',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Block or unblock a customer',
        operationId: 'setUserStatus',
        ...admin,
        params: idParams,
        body: userStatusBody,
        response: { 200: envelope(adminUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        MSG.userStatusUpdated,
        await setUserStatus(app.db, request.params.id, request.body.status, auditContext(request)),
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Delete a customer account (their bookings are kept)',
        operationId: 'deleteUser',
        ...admin,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, request.params.id, auditContext(request));
      return wrap(reply, 200, MSG.userDeleted, null);
    },
  );
};
