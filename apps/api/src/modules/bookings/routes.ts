import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const bookingRoutes: FastifyPluginAsyncZod = async () => {};
