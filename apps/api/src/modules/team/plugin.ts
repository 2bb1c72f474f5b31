import type { FastifyPluginAsync } from 'fastify';
import { adminTeamRoutes } from './admin-routes';

/** The routes of the back office's team, under their prefixes. */
export const teamModule: FastifyPluginAsync = async (app) => {
  await app.register(adminTeamRoutes, { prefix: '/admin/team' });
};
