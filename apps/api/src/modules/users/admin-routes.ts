import {
  MSG,
  adminUserSchema,
  adminUsersQuery,
  envelope,
  idParams,
  userMessages,
  userPage,
  userStatusBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, wrap } from '../../lib/reply';
import { deleteUser, getUser, listUsers, setUserStatus } from './service';

const errors = errorResponses(400, 401, 403, 404);
const admin = { tags: ['admin users'], security: [{ bearer: [] }] };

/** User management for administrators: docs/product.md §7.5 and §12. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/',
    { schema: { ...admin, querystring: adminUsersQuery, response: { 200: envelope(userPage), ...errors } } },
    async (request, reply) =>
      wrap(reply, 200, userMessages.usersRetrieved, await listUsers(app.db, request.query)),
  );

  app.get(
    '/:id',
    { schema: { ...admin, params: idParams, response: { 200: envelope(adminUserSchema), ...errors } } },
    async (request, reply) =>
      wrap(reply, 200, userMessages.userRetrieved, await getUser(app.db, request.params.id)),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        ...admin,
        params: idParams,
        body: userStatusBody,
        response: { 200: envelope(adminUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        MSG.userStatusUpdated,
        await setUserStatus(app.db, request.params.id, request.body.status),
      ),
  );

  app.delete(
    '/:id',
    { schema: { ...admin, params: idParams, response: { 200: envelope(z.null()), ...errors } } },
    async (request, reply) => {
      await deleteUser(app.db, request.params.id);
      return wrap(reply, 200, MSG.userDeleted, null);
    },
  );
};
