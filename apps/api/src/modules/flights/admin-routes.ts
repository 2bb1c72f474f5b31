import {
  MSG,
  teamMessages,
  adminFlightListQuery,
  createFlightSeriesBody,
  flightSeriesResult,
  createFlightBody,
  envelope,
  flightMessages,
  flightPage,
  flightSchema,
  idParams,
  manifestSchema,
  updateFlightBody,
  isoDayOf,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, wrap } from '../../lib/reply';
import { sendCsv } from '../../lib/csv';
import { getManifest, manifestCsv } from './manifest';
import { auditContext, auditedExport } from '../audit';
import { getFlight, listAdminFlights } from './queries';
import { createFlightSeries } from './series';
import { createFlight, deleteFlight, updateFlight } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** Flight management for administrators: docs/product.md#73-flights, docs/product.md#13-flights-and-seats. */
export const adminFlightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Create a flight',
        operationId: 'createFlight',
        tags: ['admin flights'],
        security,
        body: createFlightBody,
        response: { 201: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 201, MSG.flightCreated, await createFlight(app.db, request.body, auditContext(request))),
  );

  app.post(
    '/series',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Create a weekly series of flights, all or none',
        operationId: 'createFlightSeries',
        tags: ['admin flights'],
        security,
        body: createFlightSeriesBody,
        response: { 201: envelope(flightSeriesResult), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        201,
        teamMessages.seriesCreated,
        await createFlightSeries(app.db, request.body, auditContext(request)),
      ),
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List every flight for the back office',
        operationId: 'listAdminFlights',
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
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Read one flight for the back office',
        operationId: 'getAdminFlight',
        tags: ['admin flights'],
        security,
        params: idParams,
        response: { 200: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.flightRetrieved, await getFlight(app.db, request.params.id)),
  );

  app.get(
    '/:id/manifest',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read a flight's passenger manifest, by seat",
        operationId: 'getFlightManifest',
        tags: ['admin flights'],
        security,
        params: idParams,
        response: { 200: envelope(manifestSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, flightMessages.manifestRetrieved, await getManifest(app.db, request.params.id)),
  );

  app.get(
    '/:id/manifest.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Export a flight's passenger manifest as CSV",
        operationId: 'exportFlightManifest',
        tags: ['admin flights'],
        security,
        description:
          'Seat, name, age, meal, assistance and booking status, sorted by seat (docs/product.md#152-exports-and-the-manifest).',
        params: idParams,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const manifest = await getManifest(app.db, request.params.id);
      const target = { type: 'flight', id: request.params.id };
      await auditedExport(app.db, request, 'manifest', {}, target)(manifest.passengers.length, true);
      return sendCsv(
        reply,
        `skylark-manifest-${manifest.flight.flightNumber}-${isoDayOf(new Date(manifest.flight.departure.date))}.csv`,
        manifestCsv(manifest),
      );
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: "Change a flight's schedule, status, prices or seats",
        operationId: 'updateFlight',
        description:
          'A cancellation, or an arrival moved EU261_DELAY_HOURS or more later, of a flight leaving an EU airport gives its paid bookings the EU261 notice; `cause` (default WITHIN_AIRLINE_CONTROL) decides whether compensation is owed.',
        tags: ['admin flights'],
        security,
        params: idParams,
        body: updateFlightBody,
        response: { 200: envelope(flightSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { flight } = await updateFlight(
        app.db,
        request.params.id,
        request.body,
        auditContext(request),
        new Date(),
        app.config.appUrl,
        app.config.eu261,
      );
      return wrap(reply, 200, MSG.flightUpdated, flight);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Delete a flight that has no active bookings',
        operationId: 'deleteFlight',
        tags: ['admin flights'],
        security,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await deleteFlight(app.db, request.params.id, auditContext(request));
      return wrap(reply, 200, MSG.flightDeleted, null);
    },
  );
};
