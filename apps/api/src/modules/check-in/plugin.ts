import type { FastifyPluginAsync } from 'fastify';
import { checkInRoutes } from './routes';
import { walletWebService } from './wallet-web-service';

/** The routes of online check-in and boarding passes, and Apple Wallet's pass web service, under their prefixes. */
export const checkInModule: FastifyPluginAsync = async (app) => {
  await app.register(checkInRoutes, { prefix: '/user/bookings' });
  await app.register(walletWebService, { prefix: '/wallet' });
};
