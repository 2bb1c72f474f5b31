import {
  cancelledFlightMessages,
  type CancellationQuote,
  MSG,
  bookingSchema,
  cancelBookingBody,
  cancellationQuoteSchema,
  envelope,
  errorFields,
  fieldErrorSchema,
  idParams,
  refundAddressBody,
  refundMessages,
} from '@skylark/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorResponses, wrap } from '../../lib/reply';
import { mailJob } from '../../mail/outbox';
import { userOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { mainnetAddress } from './refund-address';
import { setOwnRefundAddress } from './own-refund-address';
import { cancelBooking, quoteCancellation } from './cancellation';
import { cancelTripForFlight, keepRestOfTrip } from './cancelled-flight';
import { ownBookingFirst } from './own-booking-first';

const errors = errorResponses(400, 401, 403, 404);
const secured = { security: [{ bearer: [] }] };

/** A 409 of the cancel request: the wrapper's error, or the new quote when the one named no longer holds. */
export const cancelConflict = envelope(
  z
    .object({ errors: z.array(fieldErrorSchema).optional(), quote: cancellationQuoteSchema.optional() })
    .nullable(),
).extend(errorFields);

/** The 409 of a cancel request whose quote no longer holds, carrying the new quote. */
export function quoteChanged(reply: FastifyReply, quote: CancellationQuote) {
  reply.code(409);
  return {
    ...envelopeOf(409, refundMessages.quoteChanged, { quote }),
    code: 'QUOTE_CHANGED' as const,
    type: 'conflict' as const,
  };
}

/** Cancelling with a quote, and the refund address (docs/product.md#9-constants-and-limits, docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export const bookingCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/cancellation-quote',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Quote the refund of cancelling one of my bookings now',
        operationId: 'quoteCancellation',
        tags: ['bookings'],
        ...secured,
        description:
          'The refund the fare rules give now (0 for an unpaid booking), held for 10 minutes: the cancel request may name `quoteId`. 409 when the booking is cancelled or its flight has departed.',
        params: idParams,
        response: { 200: envelope(cancellationQuoteSchema), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        refundMessages.quoteCreated,
        await quoteCancellation(app.db, userOf(request), request.params.id, new Date()),
      ),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Cancel one of the signed-in customer's bookings",
        operationId: 'cancelOwnBooking',
        tags: ['bookings'],
        ...secured,
        description:
          "Without a body, the spec's cancellation. `quoteId`: cancel only at that quote; one expired or no longer holding answers 409 QUOTE_CHANGED with the new quote in `data.quote`. `refundAddress`: a Bitcoin mainnet address for the refund.",
        params: idParams,
        body: cancelBookingBody,
        response: { 200: envelope(bookingSchema), ...errors, 409: cancelConflict },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const refundAddress = body.refundAddress ? mainnetAddress(body.refundAddress) : undefined;
      const outcome = await cancelBooking(
        app.db,
        userOf(request),
        request.params.id,
        new Date(),
        { ...body, refundAddress },
        request.ip ?? null,
        (booking) => mailJob('bookingCancelled', [booking, app.config.appUrl], 'booking'),
      );
      if (outcome.quote) return quoteChanged(reply, outcome.quote);
      return wrap(reply, 200, MSG.bookingCancelled, outcome.booking);
    },
  );

  // a flight of the trip cancelled by the airline: the traveller's choice (decision 088)
  const choices = [
    {
      path: '/:id/cancelled-flight/keep-rest',
      summary: 'Keep the other flights of my trip when one was cancelled by the airline',
      operationId: 'keepRestOfTrip',
      description:
        "The trip keeps its other flights; the cancelled flight's charges come off it and a paid trip is owed them back, at most what it received (`cancelledFlight.keepRestRefund`). 409 NO_FLIGHT_CANCELLED when no cancelled flight awaits a choice, ALREADY_CANCELLED when the booking is cancelled.",
      message: cancelledFlightMessages.keptRestSaved,
      act: keepRestOfTrip,
    },
    {
      path: '/:id/cancelled-flight/cancel-trip',
      summary: 'Cancel my whole trip when one of its flights was cancelled by the airline',
      operationId: 'cancelTripForFlight',
      description:
        'The whole trip cancelled, everything it received owed back (`cancelledFlight.cancelTripRefund`), every seat freed. 409 NO_FLIGHT_CANCELLED when no cancelled flight awaits a choice, ALREADY_CANCELLED when the booking is cancelled.',
      message: cancelledFlightMessages.tripCancelled,
      act: cancelTripForFlight,
    },
  ];
  for (const choice of choices)
    app.post(
      choice.path,
      {
        onRequest: app.requireUser,
        schema: {
          summary: choice.summary,
          operationId: choice.operationId,
          tags: ['bookings'],
          ...secured,
          description: choice.description,
          params: idParams,
          response: { 200: envelope(bookingSchema), ...errors, ...errorResponses(409) },
        },
      },
      async (request, reply) =>
        wrap(
          reply,
          200,
          choice.message,
          await choice.act(app.db, userOf(request), request.params.id, new Date(), auditContext(request)),
        ),
    );

  app.put(
    '/:id/refund-address',
    {
      onRequest: app.requireUser,
      preValidation: ownBookingFirst(app.db),
      schema: {
        summary: 'Give the Bitcoin address a refund owed on my booking goes to',
        operationId: 'setRefundAddress',
        tags: ['bookings'],
        ...secured,
        description:
          'A Bitcoin mainnet address (checksum checked). 409 NO_REFUND_OWED when nothing is owed, or once everything owed has been sent.',
        params: idParams,
        body: refundAddressBody,
        response: { 200: envelope(bookingSchema), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        refundMessages.addressSaved,
        await setOwnRefundAddress(
          app.db,
          userOf(request),
          request.params.id,
          mainnetAddress(request.body.refundAddress),
          new Date(),
          auditContext(request),
        ),
      ),
  );
};
