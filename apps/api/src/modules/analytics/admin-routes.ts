import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async () => {};
