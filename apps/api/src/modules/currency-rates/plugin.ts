import type { FastifyPluginAsync } from 'fastify';
import { currencyRatesRoutes } from './routes';

/** The display rates' public read. */
export const currencyRatesModule: FastifyPluginAsync = async (app) => {
  await app.register(currencyRatesRoutes);
};
