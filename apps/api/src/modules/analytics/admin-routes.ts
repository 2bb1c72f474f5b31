import {
  analyticsMessages,
  analyticsRangeQuery,
  bookingStatsSchema,
  capacityDataSchema,
  envelope,
  loadFactorQuery,
  loadFactorsSchema,
  revenueDataSchema,
  revenueQuery,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { bookingStats, capacityData, loadFactors, revenueData } from './service';

const errors = errorResponses(400, 401, 403);
const admin = { tags: ['admin analytics'], security: [{ bearer: [] }] };

/** The dashboard's figures: docs/product.md#76-back-office-analytics, computed as docs/product.md#15-analytics defines. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Bookings created in a date range, by class, with growth',
        operationId: 'getBookingStats',
        ...admin,
        querystring: analyticsRangeQuery,
        response: { 200: envelope(bookingStatsSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        analyticsMessages.bookingAnalytics,
        await app.reads.recent((db) => bookingStats(db, request.query, new Date())),
      ),
  );

  app.get(
    '/revenue',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Paid and booked revenue of a date range (or the current period), with a daily trend',
        operationId: 'getRevenue',
        ...admin,
        querystring: revenueQuery,
        response: { 200: envelope(revenueDataSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        analyticsMessages.revenueAnalytics,
        await app.reads.recent((db) => revenueData(db, request.query, new Date())),
      ),
  );

  app.get(
    '/load-factors',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The flights (upcoming, or departing in a range) with the highest and lowest load factor',
        operationId: 'getLoadFactors',
        ...admin,
        querystring: loadFactorQuery,
        response: { 200: envelope(loadFactorsSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        analyticsMessages.loadFactors,
        await app.reads.recent((db) => loadFactors(db, request.query, new Date())),
      ),
  );

  app.get(
    '/capacity',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Average seat utilization of the flights departing in a date range',
        operationId: 'getCapacity',
        ...admin,
        querystring: analyticsRangeQuery,
        response: { 200: envelope(capacityDataSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        analyticsMessages.capacityAnalytics,
        await app.reads.recent((db) => capacityData(db, request.query, new Date())),
      ),
  );
};
