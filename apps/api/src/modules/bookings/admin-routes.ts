import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminBookingRoutes: FastifyPluginAsyncZod = async () => {};
