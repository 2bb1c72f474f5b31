import {
  classTypeParams,
  envelope,
  fareBrandMessages,
  fareBrandSettingsSchema,
  fareBrandsUpdateBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { errorResponses, wrap } from '../../lib/reply';
import { auditContext } from '../audit';
import { readFareBrands, updateFareBrands } from './settings';

const errors = errorResponses(400, 401, 403);
const secured = { security: [{ bearer: [] }] };

/** The back office's fare brands (docs/product.md#1416-fare-brands). */
export const adminFareBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          "List every class's fare brands: Light, Classic and Flex with their price difference, bags and terms",
        operationId: 'listFareBrands',
        tags: ['admin fare brands'],
        ...secured,
        response: { 200: envelope(fareBrandSettingsSchema), ...errors },
      },
    },
    async (_request, reply) => wrap(reply, 200, fareBrandMessages.retrieved, await readFareBrands(app.db)),
  );

  app.put(
    '/:classType',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: "Set a class's three fare brands",
        operationId: 'updateFareBrands',
        tags: ['admin fare brands'],
        ...secured,
        description:
          'Bookings made later are priced and bound by the new terms; a booking keeps the terms it bought. Classic stays the class price (priceDiffPercent 0). Audited.',
        params: classTypeParams,
        body: fareBrandsUpdateBody,
        response: { 200: envelope(fareBrandSettingsSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.CLASSIC.priceDiffPercent !== 0)
        throw badRequest(fareBrandMessages.classicPriceFixed, [
          { field: 'CLASSIC.priceDiffPercent', message: fareBrandMessages.classicPriceFixed },
        ]);
      const settings = await updateFareBrands(
        app.db,
        request.params.classType,
        request.body,
        auditContext(request),
      );
      return wrap(reply, 200, fareBrandMessages.updated, settings);
    },
  );
};
