import { errorEnvelope } from '@skylark/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** A 304 carries no body. */
const notModified = z.null().describe('Not modified: the ETag in If-None-Match still holds');

/** Methods whose requests carry a body, refused before any route code when too large or not JSON. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses a route answers before its own code runs, by what it declares: 400 for input that
 * fails its schemas, 414 for a path parameter over the router's length limit, 413 and 415 for a
 * body too large or of another type, 429 past its rate limit, 304 for a public read whose ETag holds. Each is added to the route's answers,
 * so the OpenAPI document lists every status a route can give (docs/product.md, "The API's shape").
 */
export function frameworkStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (schema.params) statuses.push(414);
  // a body is read on these methods whether or not the route declares one
  if (methods.some((m) => WITH_BODY.has(m))) statuses.push(413, 415);
  const config = route.config as { rateLimit?: unknown; publicRead?: boolean } | undefined;
  if (config?.rateLimit) statuses.push(429);
  // a public read answers from its ETag (plugins/public-cache.ts)
  if (config?.publicRead) statuses.push(304);
  return statuses;
}

/** Registered before the routes: adds the statuses of `frameworkStatusesOf` to each route's answers. */
export const listedStatusesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.schema?.response) return;
    const response = route.schema.response as Record<number, unknown>;
    for (const status of frameworkStatusesOf(route))
      response[status] ??= status === 304 ? notModified : errorEnvelope;
  });
});
