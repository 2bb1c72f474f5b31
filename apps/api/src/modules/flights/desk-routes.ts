import {
  cancelFlightBody,
  flightDeskMessages,
  envelope,
  flightCancellationSchema,
  idParams,
  todayBoardSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { auditContext } from '../audit';
import { cancelFlight, cancellationPreview, todayBoard } from './desk';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin flights'], security: [{ bearer: [] }] };

/** The flights as a desk works them: the next 24 hours, and a cancellation shown before and after (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export const adminFlightDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The departures of the next 24 hours with load factor and pending payments',
        operationId: 'getTodayBoard',
        ...admin,
        response: { 200: envelope(todayBoardSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => wrap(reply, 200, 'Departures retrieved', await todayBoard(app.db, new Date())),
  );

  app.get(
    '/:id/cancellation',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'What cancelling a flight would do: its active bookings, travellers and refunds',
        operationId: 'previewFlightCancellation',
        ...admin,
        params: idParams,
        response: { 200: envelope(flightCancellationSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, 'Cancellation preview', await cancellationPreview(app.db, request.params.id)),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Cancel a flight: its active bookings are cancelled and refunded what was paid',
        operationId: 'cancelFlight',
        ...admin,
        description:
          'The body may name the `cause` (default WITHIN_AIRLINE_CONTROL): for a flight leaving an EU airport, paid bookings get the EU261 notice, and compensation is owed unless EXTRAORDINARY_CIRCUMSTANCES.',
        params: idParams,
        body: cancelFlightBody,
        response: { 200: envelope(flightCancellationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await cancelFlight(
        app.db,
        request.params.id,
        auditContext(request),
        new Date(),
        app.config.appUrl,
        { cause: request.body?.cause, eu261: app.config.eu261 },
      );
      return wrap(reply, 200, flightDeskMessages.flightCancelled, result);
    },
  );
};
