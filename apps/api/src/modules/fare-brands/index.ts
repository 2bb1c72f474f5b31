import type { FastifyPluginAsync } from 'fastify';
import { adminFareBrandRoutes } from './admin-routes';
import { adminBagCapRoutes, adminBagPriceRoutes } from './bag-routes';

/** Fare brands (docs/product.md#1416-fare-brands): the back office's settings; the flights and bookings read them. */
export const fareBrandsModule: FastifyPluginAsync = async (app) => {
  await app.register(adminFareBrandRoutes, { prefix: '/admin/fare-brands' });
  await app.register(adminBagPriceRoutes, { prefix: '/admin/bag-prices' });
  await app.register(adminBagCapRoutes, { prefix: '/admin/flights' });
};

export {
  fareBrandsAsRead,
  forgetFareBrands,
  readBagPrices,
  readFareBrands,
  type FareBrandsAsRead,
} from './settings';
