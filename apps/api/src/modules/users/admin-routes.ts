import {
  MSG,
  adminUserExportQuery,
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
import { exportFileName, sendCsv } from '../../lib/csv';
import { errorResponses, wrap } from '../../lib/reply';
import { auditContext } from '../audit';
import { usersCsv } from './export';
import { deleteUser, getUser, listUsers, setUserStatus } from './service';

const errors = errorResponses(400, 401, 403, 404);
const admin = { tags: ['admin users'], security: [{ bearer: [] }] };

/** User management for administrators: docs/product.md §7.5 and §12. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List customers, searched by name or e-mail',
        operationId: 'listUsers',
        ...admin,
        querystring: adminUsersQuery,
        response: { 200: envelope(userPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, userMessages.usersRetrieved, await listUsers(app.db, request.query)),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Export the customers the search selects, as CSV',
        operationId: 'exportUsers',
        ...admin,
        description: 'RFC 4180, streamed in batches; formula-like cells are escaped (docs/product.md §15.2).',
        querystring: adminUserExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, exportFileName('users'), usersCsv(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Read one customer with their booking figures',
        operationId: 'getUser',
        ...admin,
        params: idParams,
        response: { 200: envelope(adminUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, userMessages.userRetrieved, await getUser(app.db, request.params.id)),
  );

  app.patch(
    '/:id/status',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Block or unblock a customer',
        operationId: 'setUserStatus',
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
        await setUserStatus(app.db, request.params.id, request.body.status, auditContext(request)),
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Delete a customer account (their bookings are kept)',
        operationId: 'deleteUser',
        ...admin,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, request.params.id, auditContext(request));
      return wrap(reply, 200, MSG.userDeleted, null);
    },
  );
};
