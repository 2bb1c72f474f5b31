import {
  MSG,
  adminFlightListQuery,
  createFlightBody,
  envelope,
  flightMessages,
  flightPage,
  flightSchema,
  idParams,
  updateFlightBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, wrap } from '../../lib/reply';
import { getFlight, listAdminFlights } from './queries';
import { createFlight, deleteFlight, updateFlight } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** Flight management for administrators: docs/product.md §7.3, §13. */
export const adminFlightRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the role is checked before the body is even validated (401/403 first)
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/',
    {
      schema: {
        tags: ['admin flights'],
        security,
        body: createFlightBody,
        response: { 201: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) => wrap(reply, 201, MSG.flightCreated, await createFlight(app.db, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['admin flights'],
        security,
        querystring: adminFlightListQuery,
        response: { 200: envelope(flightPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightsRetrieved, await listAdminFlights(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin flights'],
        security,
        params: idParams,
        response: { 200: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightRetrieved, await getFlight(app.db, request.params.id)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin flights'],
        security,
        params: idParams,
        body: updateFlightBody,
        response: { 200: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { flight, mails } = await updateFlight(app.db, request.params.id, request.body);
      for (const mail of mails) app.mailer.send(mail);
      return wrap(reply, 200, MSG.flightUpdated, flight);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin flights'],
        security,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await deleteFlight(app.db, request.params.id);
      return wrap(reply, 200, MSG.flightDeleted, null);
    },
  );
};
