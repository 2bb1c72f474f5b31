import { timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@skylark/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { replicaMetrics } from './replica-metrics';

const BOOKING_ROUTE = `${API_PREFIX}/user/bookings`;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const refusal = (statusCode: number, message: string) => ({
  success: false,
  message,
  statusCode,
  data: null,
});

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in the Prometheus text format: request rate, latency and status codes by route,
 * the process's own figures (event-loop lag, memory, CPU), database pool use, and bookings made and
 * refused. With METRICS_TOKEN it needs that bearer token; without, it answers only on loopback.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { database, token }: { database: Database; token: string | undefined }) => {
    // one registry per app: tests build many apps in one process
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const bookings = new Counter({
      name: 'skylark_booking_requests_total',
      help: 'Booking requests by outcome: created, or refused with its status code',
      labelNames: ['outcome', 'status_code'],
      registers: [registry],
    });
    new Gauge({
      name: 'skylark_db_pool_connections',
      help: 'Database connections by state (max is the pool size)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });

    replicaMetrics(registry, database);

    app.addHook('onResponse', async (request, reply) => {
      // unmatched addresses share one label, so clients cannot grow the series without bound
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      duration.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      if (request.method === 'POST' && route === BOOKING_ROUTE) {
        bookings.inc({
          outcome: status === 201 ? 'created' : status < 400 ? 'replayed' : 'refused',
          status_code: String(status),
        });
      }
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token ? !bearerMatches(request, token) : !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        const status = token ? 401 : 403;
        return reply
          .code(status)
          .send(refusal(status, token ? 'Authentication required' : 'Metrics are served on localhost only'));
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
);
