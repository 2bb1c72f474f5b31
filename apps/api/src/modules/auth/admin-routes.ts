import {
  MSG,
  adminLoginBody,
  authMessages,
  adminLoginData,
  adminRegisterBody,
  adminSchema,
  envelope,
  mfaMessages,
  mfaStepData,
  passwordStepBody,
  changePasswordBody,
  changePasswordData,
} from '@skylark/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { loginClient, rememberDevice } from '../../lib/login-client';
import { errorResponses, wrap } from '../../lib/reply';
import { adminOf, claimsOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { type AdminLoginAnswer, loginAdmin, replaceTemporaryPassword } from './admin-login';
import { changePassword } from './passwords';
import { logout, registerAdmin, toAdmin } from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

function answerLogin(reply: FastifyReply, data: AdminLoginAnswer) {
  if (!('mfaRequired' in data)) {
    rememberDevice(reply, 'admin', data.admin.email);
    return wrap(reply, 200, MSG.loginSuccessful, data);
  }
  const message =
    data.step === 'password'
      ? mfaMessages.passwordChangeNeeded
      : data.step === 'code'
        ? mfaMessages.loginNeedsCode
        : mfaMessages.enrolmentNeeded;
  return wrap(reply, 200, message, data);
}

/** Administrator accounts: docs/product.md#72-administrator-accounts, with the bootstrap rule of docs/product.md#12-accounts-and-access. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      // A valid admin token may add a colleague; without a token the request is anonymous.
      onRequest: app.optionalAdmin,
      schema: {
        summary: 'Register an administrator (first run, or by an administrator)',
        operationId: 'registerAdmin',
        security: [{}, { bearer: [] }],
        tags: ['admin auth'],
        body: adminRegisterBody,
        response: { 201: envelope(adminSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        201,
        MSG.adminRegistrationSuccessful,
        await registerAdmin(app.db, request.body, request.currentAdmin, auditContext(request)),
      ),
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Log an administrator in and get a token',
        operationId: 'loginAdmin',
        security: [],
        tags: ['admin auth'],
        body: adminLoginBody,
        description:
          'Without two-factor: the token. Enrolled in two-factor (or ADMIN_MFA=required): a challenge for the second step.',
        response: { 200: envelope(z.union([adminLoginData, mfaStepData])), ...errors },
      },
    },
    async (request, reply) => {
      const data = await loginAdmin(
        app.db,
        request.body,
        loginClient(request),
        app.signToken,
        app.config.adminMfa,
      );
      return answerLogin(reply, data);
    },
  );

  app.post(
    '/login/password',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        summary: 'Replace a temporary password at the first login, then the next login step',
        operationId: 'replaceTemporaryPassword',
        security: [],
        tags: ['admin auth'],
        body: passwordStepBody,
        description:
          'For the challenge of a login whose step is "password". Answers like the login: the token, or the next step.',
        response: { 200: envelope(z.union([adminLoginData, mfaStepData])), ...errors },
      },
    },
    async (request, reply) => {
      const data = await replaceTemporaryPassword(
        app.db,
        request.body,
        request.ip,
        app.signToken,
        app.config.adminMfa,
      );
      return answerLogin(reply, data);
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change the password; every other session of the administrator ends',
        operationId: 'changeAdminPassword',
        tags: ['admin auth'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: envelope(changePasswordData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        authMessages.passwordChanged,
        await changePassword(
          app.db,
          { role: 'admin', row: adminOf(request) },
          request.body,
          claimsOf(request),
          app.signToken,
          loginClient(request),
        ),
      ),
  );

  app.get(
    '/profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read the signed-in administrator's profile",
        operationId: 'getAdminProfile',
        tags: ['admin auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(adminSchema), ...errors },
      },
    },
    async (request, reply) => wrap(reply, 200, 'Profile retrieved', toAdmin(adminOf(request))),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Log the administrator out: the presented token is revoked until it expires',
        operationId: 'logoutAdmin',
        tags: ['admin auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await logout(app.db, claimsOf(request), auditContext(request));
      return wrap(reply, 200, authMessages.loggedOut, null);
    },
  );
};
