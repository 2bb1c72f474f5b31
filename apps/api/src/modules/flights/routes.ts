import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const flightRoutes: FastifyPluginAsyncZod = async () => {};
