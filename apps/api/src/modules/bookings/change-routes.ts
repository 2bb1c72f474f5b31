import {
  type ChangeQuote,
  bookingSchema,
  changeBookingBody,
  changeMessages,
  changeOptionsQuery,
  changeOptionsSchema,
  changeQuoteQuery,
  changeQuoteSchema,
  envelope,
  errorFields,
  fieldErrorSchema,
  idParams,
  idSchema,
} from '@skylark/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookings } from '../../db/schema';
import { envelopeOf, errorResponses, wrap } from '../../lib/reply';
import { mailJob } from '../../mail/outbox';
import { userOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { changeBooking, changeOptionsOf, quoteChange } from './change';
import { acceptScheduleChange } from './schedule-choice';
import { getOwnBooking, ownBooking } from './queries';
import { limitBookingRate } from './limits';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** A 409 of the change request: the wrapper's error, or the new quote when the one named no longer holds. */
const changeConflict = envelope(
  z.object({ errors: z.array(fieldErrorSchema).optional(), quote: changeQuoteSchema.optional() }).nullable(),
).extend(errorFields);

function quoteChanged(reply: FastifyReply, quote: ChangeQuote) {
  reply.code(409);
  return {
    ...envelopeOf(409, changeMessages.quoteChanged, { quote }),
    code: 'QUOTE_CHANGED' as const,
    type: 'conflict' as const,
  };
}

interface Side {
  guard: (request: FastifyRequest) => Promise<void>;
  /** runs before the query or body is judged: another customer's booking is a 404 first */
  owns?: (request: FastifyRequest) => Promise<void>;
  where: (request: FastifyRequest<{ Params: { id: string } }>) => SQL;
  adminId: (request: FastifyRequest) => string | undefined;
  /** the traveller's changes count toward BOOKING_RATE_LIMIT */
  limitRate?: (request: FastifyRequest, limit: number) => Promise<void>;
  tag: string;
  /** operationId suffix and summary wording */
  name: string;
  whose: string;
}

/** The three requests of a change of flight, for the traveller or for the desk (docs/product.md#148-changing-flight). */
function changeRequests(app: FastifyInstance, side: Side) {
  const api = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  api.get(
    '/:id/change-options',
    {
      onRequest: side.guard,
      schema: {
        summary: `Flights of the route ${side.whose} booking may change to`,
        operationId: `changeOptions${side.name}`,
        tags: [side.tag],
        ...secured,
        description:
          "Flights of the same route with seats in the booking's class for all its passengers (within 3 days of the booked departure on a free move). On a trip, `segment` (0–3) names the flight changed; its options connect with the kept flights. 409 CHANGE_CLOSED within the fare's change window or after departure; CHANGE_NOT_OFFERED for an unpaid booking whose payment was reported or seen.",
        params: idParams,
        querystring: changeOptionsQuery,
        response: { 200: envelope(changeOptionsSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        changeMessages.optionsRetrieved,
        await changeOptionsOf(app.db, side.where(request), new Date(), request.query.segment),
      ),
  );

  api.get(
    '/:id/change-quote',
    {
      onRequest: side.guard,
      preValidation: side.owns,
      schema: {
        summary: `Quote changing ${side.whose} booking to another flight`,
        operationId: `quoteChange${side.name}`,
        tags: [side.tag],
        ...secured,
        description:
          "The fare difference for the booking's passengers and class plus the change fee (`amountDue`), or the money back (`refundAmount`); nothing on a free move. Held 10 minutes: the change names `quoteId`. `seatNumbers`: comma-separated, one per passenger; `segment` names the flight of a trip changed (400 SEGMENTS_NOT_CONNECTED when the new flight does not connect with the kept ones; 409 CHANGE_NOT_OFFERED when a paid trip would owe more).",
        params: idParams,
        querystring: changeQuoteQuery,
        response: { 200: envelope(changeQuoteSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        changeMessages.quoteCreated,
        await quoteChange(app.db, side.where(request), request.query, new Date()),
      ),
  );

  api.post(
    '/:id/change',
    {
      onRequest: side.guard,
      preValidation: side.owns,
      schema: {
        summary: `Change ${side.whose} booking to another flight at a quote`,
        operationId: `changeBooking${side.name}`,
        tags: [side.tag],
        ...secured,
        description:
          "Amends the booking itself: it keeps its id, tracking ID and passengers, and `changes` lists the change. With nothing due (or on an unpaid booking, whose invoice then asks for the new amount by the same pay-by time) the flight is changed at once, any money back owed; a paid booking's difference is the change's own invoice (`changes[].payment`): the booking keeps its flight and seats, the new seats held, until it is paid, and if it lapses the new seats are freed. A quote expired or no longer holding answers 409 QUOTE_CHANGED with the new one in `data.quote`; a seat taken meanwhile 409 SEAT_TAKEN; a new flight whose bag cap has no room for the bags its passengers carry 409 BAGS_SOLD_OUT (docs/product.md#1419-paid-bags).",
        params: idParams,
        body: changeBookingBody,
        response: { 200: envelope(bookingSchema), ...errors, 409: changeConflict, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { payments } = app.config;
      // a change books seats as a booking does: it counts toward the rate limit and the caps
      await side.limitRate?.(request, payments.bookingRateLimit);
      const outcome = await changeBooking(app.db, side.where(request), request.body, {
        now: new Date(),
        limits: { perFlight: payments.maxPendingPassengers, total: payments.maxPendingPassengersTotal },
        audit: auditContext(request),
        adminId: side.adminId(request),
        invoicing: app.invoicing,
        paymentAccount: app.config.btcAccount,
        mail: (booking, refund) => mailJob('bookingChanged', [booking, app.config.appUrl, refund], 'booking'),
      });
      if (outcome.quote) return quoteChanged(reply, outcome.quote);
      const { bookingStatus, changes } = outcome.booking;
      const message =
        changes?.at(-1)?.status === 'PENDING_PAYMENT'
          ? changeMessages.changeAwaitingPayment
          : bookingStatus === 'PENDING'
            ? changeMessages.changedUnpaid
            : changeMessages.changed;
      return wrap(reply, 200, message, outcome.booking);
    },
  );
}

/** The traveller's change of flight, and accepting new times (docs/product.md#148-changing-flight). */
export const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  changeRequests(app, {
    guard: app.requireUser,
    owns: async (request) => {
      const { id } = request.params as { id?: unknown };
      if (idSchema.safeParse(id).success) await getOwnBooking(app.db, userOf(request), id as string);
    },
    where: (request) => ownBooking(userOf(request), request.params.id),
    adminId: () => undefined,
    limitRate: (request, limit) => limitBookingRate(app.db, userOf(request).id, request.ip, limit),
    tag: 'bookings',
    name: '',
    whose: 'my',
  });

  app.post(
    '/:id/accept-schedule',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Accept the new times of my rescheduled flight',
        operationId: 'acceptScheduleChange',
        tags: ['bookings'],
        ...secured,
        description:
          "The booking keeps the airline's new times as its own: the schedule-change choices end and the fare rules' refund applies again. 409 CHANGE_NOT_OFFERED when the flight did not move by more than 60 minutes.",
        params: idParams,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        changeMessages.scheduleAccepted,
        await acceptScheduleChange(
          app.db,
          ownBooking(userOf(request), request.params.id),
          new Date(),
          auditContext(request),
        ),
      ),
  );
};

/** The desk changes a booking on the customer's behalf with the customer's quotes (docs/product.md#122-one-view-per-customer). */
export const deskChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  changeRequests(app, {
    guard: app.requireAdmin,
    where: (request) => eq(bookings.id, request.params.id),
    adminId: (request) => request.currentAdmin?.id,
    tag: 'admin bookings',
    name: 'ForCustomer',
    whose: "the customer's",
  });
};
