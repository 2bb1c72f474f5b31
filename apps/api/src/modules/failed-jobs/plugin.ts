import type { FastifyPluginAsync } from 'fastify';
import { adminJobRoutes } from './admin-routes';

/** The routes of the job queue as the back office sees it, under their prefixes. */
export const failedJobsModule: FastifyPluginAsync = async (app) => {
  await app.register(adminJobRoutes, { prefix: '/admin/jobs' });
};
