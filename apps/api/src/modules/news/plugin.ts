import type { FastifyPluginAsync } from 'fastify';
import { newsRoutes } from './routes';
import { vapidKeys } from './vapid';

/** The routes of a booking's news settings, under their prefix. */
export const newsModule: FastifyPluginAsync = async (app) => {
  const keys = vapidKeys(app.config.push, app.config.dataDir);
  await app.register(newsRoutes, { prefix: '/user/bookings', keys });
};
