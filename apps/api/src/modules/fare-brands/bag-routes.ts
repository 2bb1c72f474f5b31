import {
  bagCapBody,
  bagCapSchema,
  bagMessages,
  bagPriceUpdateBody,
  bagPricesSchema,
  classTypeParams,
  envelope,
  idParams,
  type ClassType,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { dollars } from '../../lib/units';
import { auditContext } from '../audit';
import { bagCapOf, updateBagCap, updateBagPrice } from './bag-prices';
import { readBagPrices } from './settings';

const errors = errorResponses(400, 401, 403);
const secured = { security: [{ bearer: [] }] };
const inDollars = (cents: Record<ClassType, number>) =>
  Object.fromEntries(Object.entries(cents).map(([k, v]) => [k, dollars(v)])) as Record<ClassType, number>;

/** The back office's bag prices per class (docs/product.md#1419-paid-bags), under /admin/bag-prices. */
export const adminBagPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List the price of an extra checked bag per class',
        operationId: 'listBagPrices',
        tags: ['admin fare brands'],
        ...secured,
        response: { 200: envelope(bagPricesSchema), ...errors },
      },
    },
    async (_request, reply) =>
      wrap(reply, 200, bagMessages.pricesRetrieved, inDollars(await readBagPrices(app.db))),
  );

  app.put(
    '/:classType',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: "Set a class's price of an extra checked bag",
        operationId: 'updateBagPrice',
        tags: ['admin fare brands'],
        ...secured,
        description: 'Bags bought later are charged the new price; bags already bought keep theirs. Audited.',
        params: classTypeParams,
        body: bagPriceUpdateBody,
        response: { 200: envelope(bagPricesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const cents = Math.round(request.body.price * 100);
      const prices = await updateBagPrice(app.db, request.params.classType, cents, auditContext(request));
      return wrap(reply, 200, bagMessages.priceUpdated, inDollars(prices));
    },
  );
};

/** A flight's cap on extra bags (docs/product.md#1419-paid-bags), under /admin/flights. */
export const adminBagCapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/bag-cap',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read a flight's cap on extra checked bags and the bags sold",
        operationId: 'getBagCap',
        tags: ['admin fare brands'],
        ...secured,
        params: idParams,
        response: { 200: envelope(bagCapSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, bagMessages.capRetrieved, await bagCapOf(app.db, request.params.id)),
  );

  app.put(
    '/:id/bag-cap',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: "Set a flight's cap on extra checked bags",
        operationId: 'updateBagCap',
        tags: ['admin fare brands'],
        ...secured,
        description:
          'null removes the cap. Past the cap a booking or a purchase of bags is refused with 409 BAGS_SOLD_OUT; bags sold beyond a lowered cap stay sold. Audited.',
        params: idParams,
        body: bagCapBody,
        response: { 200: envelope(bagCapSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        bagMessages.capUpdated,
        await updateBagCap(app.db, request.params.id, request.body.bagCap, auditContext(request)),
      ),
  );
};
