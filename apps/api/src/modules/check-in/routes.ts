import {
  checkInMessages,
  checkInBody,
  checkInStateSchema,
  envelope,
  idParams,
  idSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, conflict, notFound } from '../../lib/errors';
import { errorResponses, wrap } from '../../lib/reply';
import { userOf } from '../../plugins/auth';
import { checkIn, getCheckInState } from './service';
import { ownBookingFirst } from '../bookings';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** Online check-in and boarding passes of a confirmed booking (docs/product.md#146-online-check-in-and-boarding-passes). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.checkIn;
  const appleWallet = app.config.walletPass !== undefined;

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
      return wrap(reply, 200, 'Check-in retrieved successfully', { ...state, appleWallet });
    },
  );

  app.post(
    '/:id/check-in',
    {
      onRequest: app.requireUser,
      preValidation: ownBookingFirst(app.db),
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
      return wrap(reply, 200, checkInMessages.done, { ...state, appleWallet });
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
      const pdf = await boardingPassPdf(state, userOf(request).language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="skylark-boarding-${state.trackingId}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/:id/wallet-passes/:passengerId',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "A checked-in passenger's boarding pass for Apple Wallet (.pkpass)",
        operationId: 'getWalletPass',
        tags: ['bookings'],
        ...secured,
        description:
          '`passengerId` is a passenger of one flight in the check-in answer. The pass carries its BCBP ' +
          'in PDF417, the gate and the boarding time. 404 WALLET_PASS_UNAVAILABLE when the site has no ' +
          'Apple Wallet certificates (the check-in answer then says `appleWallet: false`); 409 ' +
          'NOT_CHECKED_IN before that passenger checks in.',
        params: idParams.extend({ passengerId: idSchema }),
        response: { 200: z.any().describe('application/vnd.apple.pkpass'), ...errors },
      },
    },
    async (request, reply) => {
      if (!appleWallet)
        throw new AppError(
          404,
          checkInMessages.walletUnavailable,
          undefined,
          undefined,
          'WALLET_PASS_UNAVAILABLE',
        );
      const state = await getCheckInState(app.db, userOf(request), request.params.id, settings);
      const flight = state.flights.find((f) =>
        f.passengers.some((p) => p.passengerId === request.params.passengerId),
      );
      const passenger = flight?.passengers.find((p) => p.passengerId === request.params.passengerId);
      if (!flight || !passenger) throw notFound(checkInMessages.unknownPassenger);
      if (!passenger.boardingPass) throw conflict(checkInMessages.passengerNotCheckedIn, 'NOT_CHECKED_IN');
      const { walletPassOf } = await import('./wallet-pass');
      return reply
        .type('application/vnd.apple.pkpass')
        .header(
          'content-disposition',
          `attachment; filename="skylark-${flight.flightNumber}-${passenger.seatNumber}.pkpass"`,
        )
        .send(walletPassOf(app.config, state, flight, passenger));
    },
  );
};
