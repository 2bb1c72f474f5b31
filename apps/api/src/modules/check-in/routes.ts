import { checkInMessages, checkInBody, checkInStateSchema, envelope, idParams } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/errors';
import { errorResponses, wrap } from '../../lib/reply';
import { userOf } from '../../plugins/auth';
import { assertOwnBooking, checkIn, getCheckInState } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** Online check-in and boarding passes of a confirmed booking (docs/product.md#146-online-check-in-and-boarding-passes). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.checkIn;

  app.get(
    '/:id/check-in',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "A confirmed booking's check-in: the window, gate, boarding time and boarding passes",
        operationId: 'getBookingCheckIn',
        tags: ['bookings'],
        ...secured,
        params: idParams,
        response: { 200: envelope(checkInStateSchema), ...errors },
      },
    },
    async (request, reply) => {
      const state = await getCheckInState(app.db, userOf(request), request.params.id, settings);
      return wrap(reply, 200, 'Check-in retrieved successfully', state);
    },
  );

  app.post(
    '/:id/check-in',
    {
      onRequest: app.requireUser,
      // another customer's booking is a 404 before its body is looked at, as every own-booking route
      preValidation: async (request) => {
        const { id } = request.params as { id?: string };
        if (typeof id === 'string' && UUID.test(id)) await assertOwnBooking(app.db, userOf(request), id);
      },
      schema: {
        summary: 'Check passengers in online',
        operationId: 'checkInBooking',
        tags: ['bookings'],
        ...secured,
        description:
          'Each passenger confirms the booked name, a date of birth and, across a border, a passport. ' +
          "`flightId` names the flight of the booking (its passengers are that flight's in the check-in " +
          'state); without it, the first flight whose check-in is open. ' +
          '409 CHECK_IN_NOT_OPEN before the window opens (the message says when), CHECK_IN_CLOSED after.',
        params: idParams,
        body: checkInBody,
        response: { 200: envelope(checkInStateSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await checkIn(app.db, user, request.params.id, request.body, settings);
      const state = await getCheckInState(app.db, user, request.params.id, settings);
      return wrap(reply, 200, checkInMessages.done, state);
    },
  );

  app.get(
    '/:id/boarding-pass.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Download the boarding passes of the checked-in passengers (PDF)',
        operationId: 'getBoardingPasses',
        tags: ['bookings'],
        ...secured,
        description:
          'One page per checked-in passenger per flight with its IATA BCBP in PDF417; 409 before any check-in.',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const state = await getCheckInState(app.db, userOf(request), request.params.id, settings);
      if (!state.flights.some((f) => f.passengers.some((p) => p.boardingPass)))
        throw conflict(checkInMessages.noPasses, 'NOT_CHECKED_IN');
      const { boardingPassPdf } = await import('./boarding-pass-pdf');
      const pdf = await boardingPassPdf(state);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="skylark-boarding-${state.trackingId}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
