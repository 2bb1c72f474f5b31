import {
  MSG,
  adminLoginBody,
  adminLoginData,
  adminRegisterBody,
  adminSchema,
  envelope,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/auth';
import { errorResponses, wrap } from '../../lib/reply';
import { loginAdmin, registerAdmin, toAdmin } from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Administrator accounts: docs/product.md §7.2, with the bootstrap rule of docs/product.md §12. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin auth'],
        body: adminRegisterBody,
        response: { 201: envelope(adminSchema), ...errors },
      },
    },
    async (request, reply) => {
      // A valid admin token may add a colleague; anything else counts as anonymous.
      let byAdmin = false;
      if (request.headers.authorization) {
        await app.requireAdmin(request);
        byAdmin = true;
      }
      return wrap(
        reply,
        201,
        MSG.adminRegistrationSuccessful,
        await registerAdmin(app.db, request.body, byAdmin),
      );
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin auth'],
        body: adminLoginBody,
        response: { 200: envelope(adminLoginData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        MSG.loginSuccessful,
        await loginAdmin(app.db, request.body, request.ip, app.signToken),
      ),
  );

  app.get(
    '/profile',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(adminSchema), ...errors },
      },
    },
    async (request, reply) => wrap(reply, 200, 'Profile retrieved', toAdmin(adminOf(request))),
  );
};
