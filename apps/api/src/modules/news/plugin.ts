import type { FastifyPluginAsync } from 'fastify';
import { accountNewsRoutes, newsRoutes } from './routes';
import { vapidKeys } from './vapid';

/** The routes of a booking's and an account's news settings, under their prefixes. */
export const newsModule: FastifyPluginAsync = async (app) => {
  const keys = vapidKeys(app.config.push, app.config.dataDir);
  await app.register(newsRoutes, { prefix: '/user/bookings', keys });
  await app.register(accountNewsRoutes, { prefix: '/user' });
};
