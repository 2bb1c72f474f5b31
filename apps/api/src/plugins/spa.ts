import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app's files; the not-found handler falls back to index.html. */
export const spaPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  // preCompressed: the web build writes .br and .gz next to each asset; clients that accept them get them.
  await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true });
  // Vite names everything under /assets/ by content hash, so those files never change.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
  });
});
