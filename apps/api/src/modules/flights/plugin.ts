import type { FastifyPluginAsync } from 'fastify';
import { adminFlightRoutes } from './admin-routes';
import { adminFlightDeskRoutes } from './desk-routes';
import { flightRoutes } from './routes';

/** The routes of the flight list and the back office's flights, under their prefixes. */
export const flightsModule: FastifyPluginAsync = async (app) => {
  await app.register(flightRoutes, { prefix: '/user/flights' });
  await app.register(adminFlightRoutes, { prefix: '/admin/flights' });
  await app.register(adminFlightDeskRoutes, { prefix: '/admin/flights' });
};
