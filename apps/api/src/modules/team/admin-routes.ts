import {
  teamMessages,
  addTeamMemberBody,
  envelope,
  idParams,
  teamList,
  teamMemberSchema,
  teamRoleBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, wrap } from '../../lib/reply';
import { adminOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { registerAdmin } from '../auth';
import { changeRole, getTeamMember, listTeam, removeMember } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** The Team screen's API (docs/product.md#121-roles-and-the-team): admins only, never on themself, never the last admin. */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'List the administrators with role, last login and two-factor',
        operationId: 'listTeam',
        tags: ['admin team'],
        security,
        response: { 200: envelope(teamList), ...errors },
      },
    },
    async (_request, reply) => wrap(reply, 200, teamMessages.teamRetrieved, await listTeam(app.db)),
  );

  app.post(
    '/',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Add an administrator or agent with a temporary password',
        operationId: 'addTeamMember',
        tags: ['admin team'],
        security,
        body: addTeamMemberBody,
        response: { 201: envelope(teamMemberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await registerAdmin(
        app.db,
        { ...request.body, temporaryPassword: true },
        adminOf(request),
        auditContext(request),
      );
      return wrap(reply, 201, teamMessages.memberAdded, await getTeamMember(app.db, admin._id));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: "Change a team member's role",
        operationId: 'changeTeamRole',
        tags: ['admin team'],
        security,
        params: idParams,
        body: teamRoleBody,
        response: { 200: envelope(teamMemberSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        teamMessages.roleChanged,
        await changeRole(
          app.db,
          adminOf(request),
          request.params.id,
          request.body.teamRole,
          auditContext(request),
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Remove a team member',
        operationId: 'removeTeamMember',
        tags: ['admin team'],
        security,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, adminOf(request), request.params.id, auditContext(request));
      return wrap(reply, 200, teamMessages.memberRemoved, null);
    },
  );
};
