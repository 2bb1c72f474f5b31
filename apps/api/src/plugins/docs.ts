import { isDeepStrictEqual } from 'node:util';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@skylark/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A module's list route is registered as '/' under its prefix, so Fastify answers both
 * `/admin/users` and `/admin/users/`; the document names the first only.
 */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * OpenAPI 3.0 has no tuples: zod's [int, int, int] becomes an `anyOf` of three equal schemas.
 * An `anyOf` whose members are all the same is that member.
 */
export function collapseRepeatedAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseRepeatedAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, collapseRepeatedAnyOf(value)] as const);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 1 && anyOf.every((item) => isDeepStrictEqual(item, anyOf[0]))) {
    const { anyOf: _repeated, ...rest } = result;
    return { ...(anyOf[0] as Record<string, unknown>), ...rest };
  }
  return result;
}

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs; `npm run lint:api` checks it. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skylark API',
        version: '1.0.0',
        description:
          'Every answer is { success, message, statusCode, data }, and the HTTP status equals statusCode. ' +
          'The product and its rules are described in docs/product.md.',
      },
      // paths are relative to the API prefix, as docs/product.md#7-the-api lists them
      servers: [{ url: API_PREFIX, description: 'this server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Apple Wallet's pass web service: `Authorization: ApplePass <the pass's authenticationToken>`
          applePass: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema, url: withoutTrailingSlash(url) };
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? (collapseRepeatedAnyOf(documents.openapiObject) as typeof documents.openapiObject)
        : documents.swaggerObject,
  });
  // staticCSP gives the docs page a CSP of its own; swagger-ui sets inline styles, and no
  // validator badge is loaded from another host.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    uiConfig: { validatorUrl: null },
  });
});
