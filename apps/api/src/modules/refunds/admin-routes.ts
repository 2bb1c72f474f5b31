import {
  bookingSchema,
  envelope,
  idParams,
  markRefundPaidBody,
  refundMessages,
  refundsOwedSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { mailJob } from '../../mail/outbox';
import { auditContext } from '../audit';
import { listRefundsOwed, markRefundPaid } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** The back office's refunds owed (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const todaysRate = () => app.invoicing.rate.current(new Date()).catch(() => undefined);
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List the money owed back: refunds and EU261 compensation',
        operationId: 'listRefundsOwed',
        tags: ['admin refunds'],
        ...secured,
        description:
          'Oldest first, at most 200; each in dollars and in bitcoin at the current rate (null without one), with the refund address when the traveller gave it.',
        response: { 200: envelope(refundsOwedSchema), ...errors },
      },
    },
    async (_request, reply) =>
      wrap(reply, 200, refundMessages.refundsRetrieved, await listRefundsOwed(app.db, await todaysRate())),
  );

  app.post(
    '/:id/paid',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Mark a refund owed on a booking as sent, with its transaction ID',
        operationId: 'markRefundPaid',
        tags: ['admin refunds'],
        ...secured,
        description:
          'The body names the amount and address the desk saw on the list. The traveller is e-mailed the transaction ID. 409 when nothing of that kind is owed (NO_REFUND_OWED), no refund address was given (REFUND_ADDRESS_MISSING), the amount or address changed since it was read (REFUND_CHANGED), or it was already marked (REFUND_ALREADY_PAID).',
        params: idParams,
        body: markRefundPaidBody,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await markRefundPaid(
        app.db,
        request.params.id,
        request.body,
        new Date(),
        auditContext(request),
        await todaysRate(),
        (b) => mailJob('refundPaid', [b, request.body.kind, app.config.appUrl], 'booking'),
      );
      return wrap(reply, 200, refundMessages.refundMarkedPaid, booking);
    },
  );
};
