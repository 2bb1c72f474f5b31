import {
  envelope,
  flightListQuery,
  flightMessages,
  flightPage,
  flightSchema,
  flightSearchQuery,
  idParams,
  seatsData,
  seatsQuery,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { availableSeats, getFlight, listFlights, searchFlights } from './queries';

const errors = errorResponses(400, 404);

/** Public flight reads: docs/product.md §7.3, §13. */
export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['flights'],
        querystring: flightListQuery,
        response: { 200: envelope(flightPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightsRetrieved, await listFlights(app.db, request.query)),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['flights'],
        querystring: flightSearchQuery,
        response: { 200: envelope(flightPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightsRetrieved, await searchFlights(app.db, request.query)),
  );

  app.get(
    '/:id',
    { schema: { tags: ['flights'], params: idParams, response: { 200: envelope(flightSchema), ...errors } } },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightRetrieved, await getFlight(app.db, request.params.id)),
  );

  app.get(
    '/:id/seats',
    {
      schema: {
        tags: ['flights'],
        params: idParams,
        querystring: seatsQuery,
        response: { 200: envelope(seatsData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        flightMessages.seatsRetrieved,
        await availableSeats(app.db, request.params.id, request.query.classType),
      ),
  );
};
