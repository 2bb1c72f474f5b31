import {
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
