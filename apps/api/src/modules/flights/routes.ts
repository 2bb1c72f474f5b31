import {
  envelope,
  flightCalendarQuery,
  flightCalendarSchema,
  flightListQuery,
  flightMessages,
  flightPage,
  flightSchema,
  flightSearchQuery,
  flightSearchPage,
  idParams,
  seatsData,
  seatsQuery,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { fareCalendar } from './calendar';
import { availableSeats, getFlight, listFlights, searchFlights } from './queries';

const errors = errorResponses(400, 404);

/**
 * Public flight reads: docs/product.md#73-flights, docs/product.md#13-flights-and-seats; answered from the public read cache (docs/product.md#101-public-reads-from-memory-and-workers), read
 * from a replica that has replayed every change this process has heard of (docs/deploy.md).
 */
export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        summary: 'List the flights not departed yet, a page at a time',
        operationId: 'listFlights',
        security: [],
        tags: ['flights'],
        querystring: flightListQuery,
        response: { 200: envelope(flightPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        flightMessages.flightsRetrieved,
        await app.reads.fresh((db) => listFlights(db, request.query)),
      ),
  );

  app.get(
    '/search',
    {
      config: { publicRead: true },
      schema: {
        summary: 'Search flights by cities, day, class and passengers',
        operationId: 'searchFlights',
        security: [],
        tags: ['flights'],
        querystring: flightSearchQuery,
        response: { 200: envelope(flightSearchPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        flightMessages.flightsRetrieved,
        await app.reads.fresh((db) => searchFlights(db, request.query)),
      ),
  );

  app.get(
    '/calendar',
    {
      config: { publicRead: true },
      schema: {
        summary: "A route's lowest fare per day of a month, days in the departure airport's time",
        operationId: 'getFareCalendar',
        security: [],
        tags: ['flights'],
        querystring: flightCalendarQuery,
        response: { 200: envelope(flightCalendarSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        flightMessages.calendarRetrieved,
        await app.reads.fresh((db) => fareCalendar(db, request.query)),
      ),
  );

  app.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: {
        summary: 'Read one flight',
        operationId: 'getFlight',
        security: [],
        tags: ['flights'],
        params: idParams,
        response: { 200: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        flightMessages.flightRetrieved,
        await app.reads.fresh((db) => getFlight(db, request.params.id)),
      ),
  );

  app.get(
    '/:id/seats',
    {
      config: { publicRead: true },
      schema: {
        summary: 'List the free seats of one class of a flight',
        operationId: 'listAvailableSeats',
        security: [],
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
        await app.reads.fresh((db) => availableSeats(db, request.params.id, request.query.classType)),
      ),
  );
};
