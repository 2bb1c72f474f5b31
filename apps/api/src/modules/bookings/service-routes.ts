import {
  addBagsBody,
  bagMessages,
  accommodationRequestBody,
  accommodationSentSchema,
  bookingSchema,
  envelope,
  idParams,
  serviceMessages,
  updateServicesBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { userOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { requestAccommodation } from './accommodation';
import { ownBookingFirst } from './own-booking-first';
import { updateOwnServices } from './services-update';
import { addOwnBags } from './bags-add';

const secured = { security: [{ bearer: [] }] };

/** A traveller's service requests on their booking (docs/product.md#1413-service-requests). */
export const bookingServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/services',
    {
      onRequest: app.requireUser,
      preValidation: ownBookingFirst(app.db),
      schema: {
        summary: "Replace passengers' service codes on flights of one of my bookings",
        operationId: 'updateBookingServices',
        tags: ['bookings'],
        ...secured,
        description:
          "Each entry replaces one passenger's IATA service codes on one flight (`segment` 0 is the first). 400 UNKNOWN_SERVICE_CODE or SERVICE_CONFLICT for codes not on the list or two of a kind; 409 SERVICES_CLOSED once the booking has ended or that flight's bookings have closed.",
        params: idParams,
        body: updateServicesBody,
        response: { 200: envelope(bookingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        serviceMessages.servicesUpdated,
        await updateOwnServices(
          app.db,
          userOf(request),
          request.params.id,
          request.body,
          auditContext(request),
          new Date(),
        ),
      ),
  );

  app.post(
    '/:id/bags',
    {
      onRequest: app.requireUser,
      preValidation: ownBookingFirst(app.db),
      schema: {
        summary: 'Buy extra checked bags on flights of one of my bookings',
        operationId: 'addBookingBags',
        tags: ['bookings'],
        ...secured,
        description:
          "Each entry raises one passenger's extra bags on one flight (`segment` 0 is the first) to `extraBags` (0 to 3, never fewer than bought), at the class's bag price of the day. An unpaid booking's invoice asks for the new amount; a paid booking gets a second invoice in `changes` (decision 086), whose bags are held until it is paid. 400 for a passenger or flight not on the booking or fewer bags than bought; 409 BAGS_SOLD_OUT past the flight's cap, BAGS_CLOSED once the booking has ended or the flight's bookings have closed.",
        params: idParams,
        body: addBagsBody,
        response: { 200: envelope(bookingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        bagMessages.bagsAdded,
        await addOwnBags(app.db, userOf(request), request.params.id, request.body, {
          now: new Date(),
          audit: auditContext(request),
          invoicing: app.invoicing,
          paymentAccount: app.config.btcAccount,
        }),
      ),
  );

  app.post(
    '/:id/accommodation-request',
    {
      onRequest: app.requireUser,
      preValidation: ownBookingFirst(app.db),
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        summary: 'Ask the desk for an accommodation on one of my bookings',
        operationId: 'requestAccommodation',
        tags: ['bookings'],
        ...secured,
        description:
          "The request reaches the back office's message inbox tagged ACCOMMODATION with the booking's tracking ID, and SUPPORT_EMAIL when set; the desk answers by e-mail.",
        params: idParams,
        body: accommodationRequestBody,
        response: {
          201: envelope(accommodationSentSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        201,
        serviceMessages.accommodationSent,
        await requestAccommodation(app.db, userOf(request), request.params.id, request.body, {
          supportEmail: app.config.supportEmail,
          inboxUrl: `${app.config.appUrl}/admin/messages`,
        }),
      ),
  );
};
