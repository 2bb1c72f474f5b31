import { currencyMessages, currencyRatesSchema, envelope } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { currentRates } from './service';

/** Browsers and proxies may keep the table five minutes: it moves hourly at most, and only for display. */
export const CURRENCY_RATES_CACHE_CONTROL = 'public, max-age=300';

/** GET /currency-rates: docs/product.md#1417-prices-in-the-travellers-currency. */
export const currencyRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = new Date();
  app.get(
    '/currency-rates',
    {
      schema: {
        summary: 'US dollar rates for showing approximate prices in EUR, GBP, AED and JPY',
        operationId: 'getCurrencyRates',
        tags: ['site'],
        security: [],
        response: { 200: envelope(currencyRatesSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      const table = await currentRates(app.db, app.config.currencyRates, startedAt);
      reply.header('cache-control', CURRENCY_RATES_CACHE_CONTROL);
      return wrap(reply, 200, currencyMessages.ratesRetrieved, table);
    },
  );
};
