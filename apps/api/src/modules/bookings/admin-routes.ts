import {
  customerMessages,
  MSG,
  adminBookingExportQuery,
  adminBookingListQuery,
  bookingActionBody,
  bookingMessages,
  bookingPage,
  bookingSchema,
  bulkDecisionBody,
  bulkDecisionResult,
  cancellationQuoteSchema,
  deskMessages,
  envelope,
  idParams,
  refundMessages,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { explorerLink } from '../../lib/bip84';
import { exportFileName, sendCsv } from '../../lib/csv';
import { errorResponses, wrap } from '../../lib/reply';
import type { Booking } from '@skylark/contract';
import { type MailOf, mailJob } from '../../mail/outbox';
import { auditContext, auditedExport } from '../audit';
import { bookingsCsv } from './export';
import { getAnyBooking, listAllBookings } from './queries';
import { bookedByOf } from './on-behalf';
import { cancelConflict, quoteChanged } from './cancel-routes';
import { cancelForCustomer, quoteForCustomer } from './cancellation';
import { decideBooking, decideBookings } from './status';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** The administrators' booking desk (docs/product.md#75-back-office-users-and-bookings, docs/product.md#14-bookings-and-payment). */
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
    '/export.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Export the bookings the filters and search select, as CSV',
        operationId: 'exportBookings',
        tags: ['admin bookings'],
        ...secured,
        description:
          'RFC 4180, streamed in batches; formula-like cells are escaped (docs/product.md#152-exports-and-the-manifest).',
        querystring: adminBookingExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('bookings'),
        bookingsCsv(app.db, request.query, auditedExport(app.db, request, 'bookings', request.query)),
      ),
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
    async (request, reply) => {
      const booking = await getAnyBooking(app.db, request.params.id);
      // the administrator checks the transfer on a block explorer (docs/product.md#143-paying-for-a-booking)
      const payment = booking.payment && {
        ...booking.payment,
        explorerUrl: explorerLink(app.config.btcExplorerUrl, booking.payment.address),
      };
      const bookedBy = await bookedByOf(app.db, booking.id);
      return wrap(reply, 200, bookingMessages.bookingRetrieved, { ...booking, payment, bookedBy });
    },
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
      const { action, reason } = request.body;
      const booking = await decideBooking(
        app.db,
        request.params.id,
        action,
        new Date(),
        auditContext(request),
        decisionMail(action, app.config.appUrl, reason),
      );
      return wrap(reply, 200, action === 'approve' ? MSG.bookingApproved : MSG.bookingRejected, booking);
    },
  );

  app.get(
    '/:id/cancellation-quote',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Quote a cancellation on the customer's behalf",
        operationId: 'quoteCancellationForCustomer',
        tags: ['admin bookings'],
        ...secured,
        description:
          "The quote the customer's own cancellation would get (docs/product.md#122-one-view-per-customer, docs/product.md#147-cancelling-with-a-quote-and-refunds), held for 10 minutes; the cancel request may name it. 409 when the booking is cancelled or its flight has departed.",
        params: idParams,
        response: { 200: envelope(cancellationQuoteSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        refundMessages.quoteCreated,
        await quoteForCustomer(app.db, request.params.id, new Date()),
      ),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Cancel a booking on the customer's behalf",
        operationId: 'cancelForCustomer',
        tags: ['admin bookings'],
        ...secured,
        description:
          "The customer's own cancellation (docs/product.md#122-one-view-per-customer): the same rules and the same refund by the policy; the customer is e-mailed and the audit trail names the administrator. `quoteId`: cancel only at that quote; one expired or no longer holding answers 409 QUOTE_CHANGED with the new quote in `data.quote`.",
        params: idParams,
        body: z.object({ quoteId: z.uuid({ message: 'Invalid quote id' }).optional() }).nullish(),
        response: { 200: envelope(bookingSchema), ...errors, 409: cancelConflict },
      },
    },
    async (request, reply) => {
      const outcome = await cancelForCustomer(
        app.db,
        request.params.id,
        new Date(),
        auditContext(request),
        (b) => mailJob('bookingCancelled', [b, app.config.appUrl], 'booking'),
        request.body?.quoteId,
      );
      if (outcome.quote) return quoteChanged(reply, outcome.quote);
      return wrap(reply, 200, customerMessages.cancelledForCustomer, outcome.booking);
    },
  );

  app.post(
    '/decisions',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Approve or reject several pending bookings, each in its own transaction',
        operationId: 'decideBookings',
        tags: ['admin bookings'],
        ...secured,
        description: 'The answer lists the bookings decided and, with the reason, those that were not.',
        body: bulkDecisionBody,
        response: { 200: envelope(bulkDecisionResult), ...errors },
      },
    },
    async (request, reply) => {
      const { ids, action, reason } = request.body;
      const { decided, failed } = await decideBookings(
        app.db,
        ids,
        action,
        new Date(),
        auditContext(request),
        decisionMail(action, app.config.appUrl, reason),
      );
      return wrap(reply, 200, deskMessages.bulkDecided(decided.length, failed.length), {
        succeeded: decided.map((b) => b.id),
        failed,
      });
    },
  );
};

/** The traveller's mail of an administrator's decision. */
const decisionMail =
  (action: 'approve' | 'reject', appUrl: string, reason?: string): MailOf<Booking> =>
  (booking) =>
    action === 'approve'
      ? mailJob('bookingApproved', [booking, appUrl], 'booking')
      : mailJob('bookingRejected', [booking, appUrl, reason], 'booking');
