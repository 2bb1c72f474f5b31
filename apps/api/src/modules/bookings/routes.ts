import {
  IDEMPOTENCY_KEY_HEADER,
  bookingListQuery,
  bookingMessages,
  bookingPage,
  bookingSchema,
  createBookingBody,
  envelope,
  idParams,
  invoiceMessages,
  paymentAddressesSchema,
  paymentStateSchema,
  trackingParams,
  trackingQuery,
  trackingSchema,
} from '@skylark/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { errorResponses, wrap } from '../../lib/reply';
import { requestLanguage } from '../../lib/request-language';
import { userOf } from '../../plugins/auth';
import { mailJob } from '../../mail/outbox';
import { getOwnBooking, getOwnPaymentState, listOwnBookings, trackBooking } from './queries';
import { bookingRateKeys } from './limits';
import { withTrackingGuess } from './tracking-guesses';
import { reportPayment } from './payment';
import { createBooking } from './create';
import { normalizeTrackingId } from '../../lib/tracking-id';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** An optional Idempotency-Key: 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw badRequest(bookingMessages.idempotencyKeyInvalid, [
      { field: IDEMPOTENCY_KEY_HEADER, message: bookingMessages.idempotencyKeyInvalid },
    ]);
  }
  return value;
}

/** Customer bookings (docs/product.md#74-customer-bookings, docs/product.md#14-bookings-and-payment). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** On a public route: the signed-in customer's id, or null for anyone else (a bad token too). */
  const signedInCustomer = async (request: FastifyRequest): Promise<string | null> => {
    if (!request.headers.authorization) return null;
    try {
      await app.requireUser(request);
      return request.currentUser?.id ?? null;
    } catch {
      return null;
    }
  };

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Book seats on a flight',
        operationId: 'createBooking',
        tags: ['bookings'],
        ...secured,
        description:
          'Books seats and makes the invoice (amount, address, pay-by time); an optional Idempotency-Key header makes a retry with the same body replay the first answer. 409 past the caps on unpaid passengers, 429 past BOOKING_RATE_LIMIT, 503 while no exchange rate can be had.',
        body: createBookingBody,
        response: { 201: envelope(bookingSchema), ...errors, ...errorResponses(429, 503) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { payments } = app.config;
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const body = { ...request.body, language: request.body.language ?? requestLanguage(request.headers) };
      const result = await createBooking(app.db, user, body, {
        now: new Date(),
        idempotencyKey,
        paymentAccount: app.config.btcAccount,
        invoicing: app.invoicing,
        limits: {
          perFlight: payments.maxPendingPassengers,
          total: payments.maxPendingPassengersTotal,
          rate: { keys: bookingRateKeys(user.id, request.ip), limit: payments.bookingRateLimit },
        },
        mail: (booking) =>
          mailJob(
            'bookingReceived',
            [booking, app.config.appUrl, booking.payment?.address ?? app.config.btcAddresses[0]!],
            'booking',
          ),
      });
      return wrap(reply, result.statusCode, result.message, result.data);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "List the signed-in customer's bookings",
        operationId: 'listOwnBookings',
        tags: ['bookings'],
        ...secured,
        querystring: bookingListQuery,
        response: { 200: envelope(bookingPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        bookingMessages.bookingsRetrieved,
        await listOwnBookings(app.db, userOf(request), request.query),
      ),
  );

  app.get(
    '/payment-addresses',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the Bitcoin addresses the payment page rotates through',
        operationId: 'listPaymentAddresses',
        tags: ['bookings'],
        ...secured,
        response: { 200: envelope(paymentAddressesSchema), ...errors },
      },
    },
    async (_request, reply) =>
      wrap(reply, 200, bookingMessages.paymentAddressesRetrieved, { addresses: app.config.btcAddresses }),
  );

  app.get(
    '/tracking/:trackingId',
    {
      config: { rateLimit: { max: app.config.trackingRateLimit, timeWindow: '1 minute' } },
      schema: {
        summary:
          "Track a booking by its tracking ID, or by its first 7 characters with a passenger's last name",
        operationId: 'trackBooking',
        security: [],
        tags: ['bookings'],
        params: trackingParams,
        querystring: trackingQuery,
        description:
          "`trackingId` is the 12-character tracking ID, or its first 7 characters (the PNR of a boarding pass) with the last name of one of the booking's passengers (`lastName`, any case after NFC normalisation; without it 400 `LAST_NAME_REQUIRED`, with another 404). Without the owner signed in or the lead passenger's last name, the e-mail is masked and passenger names and special assistance left out (`limited`). Last-name guesses count toward `TRACKING_RATE_LIMIT` a minute per PNR as well as per address.",
        response: {
          200: envelope(trackingSchema),
          ...errorResponses(404, 400, 429),
        },
      },
    },
    async (request, reply) => {
      const reference = normalizeTrackingId(request.params.trackingId);
      const viewer = { userId: await signedInCustomer(request), lastName: request.query.lastName };
      const track = () => trackBooking(app.db, reference, viewer);
      const tracking =
        viewer.lastName === undefined
          ? await track()
          : await withTrackingGuess(app.db, reference, app.config.trackingRateLimit, track);
      return wrap(reply, 200, bookingMessages.bookingTracked, tracking);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Read one of the signed-in customer's bookings",
        operationId: 'getOwnBooking',
        tags: ['bookings'],
        ...secured,
        params: idParams,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        bookingMessages.bookingRetrieved,
        await getOwnBooking(app.db, userOf(request), request.params.id),
      ),
  );

  app.get(
    '/:id/payment',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Read the live state of a booking's payment",
        operationId: 'getPaymentState',
        tags: ['bookings'],
        ...secured,
        description:
          'The booking and payment statuses and the invoice (amount, pay-by time, payments seen), for a payment page that polls.',
        params: idParams,
        response: { 200: envelope(paymentStateSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        invoiceMessages.paymentStateRetrieved,
        await getOwnPaymentState(app.db, userOf(request), request.params.id),
      ),
  );

  app.post(
    '/:id/payment-reported',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Report that the payment of a pending booking was sent',
        operationId: 'reportPayment',
        tags: ['bookings'],
        ...secured,
        description:
          'Records when the customer reported the payment; idempotent (a second report keeps the first time). Only a PENDING booking: otherwise 409.',
        params: idParams,
        response: { 200: envelope(bookingSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        bookingMessages.paymentReportRecorded,
        await reportPayment(app.db, userOf(request), request.params.id, new Date(), app.config.payments),
      ),
  );
};
