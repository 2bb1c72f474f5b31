import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminFlightRoutes: FastifyPluginAsyncZod = async () => {};
