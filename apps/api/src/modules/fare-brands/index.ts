import type { FastifyPluginAsync } from 'fastify';
import { adminFareBrandRoutes } from './admin-routes';

/** Fare brands (docs/product.md#1416-fare-brands): the back office's settings; the flights and bookings read them. */
export const fareBrandsModule: FastifyPluginAsync = async (app) => {
  await app.register(adminFareBrandRoutes, { prefix: '/admin/fare-brands' });
};

export { fareBrandsAsRead, forgetFareBrands, readFareBrands, type FareBrandsAsRead } from './settings';
