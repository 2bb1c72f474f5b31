import {
  MSG,
  envelope,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  userLoginData,
  userSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../plugins/auth';
import { errorResponses, wrap } from '../../lib/reply';
import { loginUser, registerUser, requestPasswordReset, resetPassword, toUser } from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Customer accounts: docs/product.md §7.1. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const authLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/register',
    {
      config: authLimit,
      schema: { tags: ['auth'], body: registerBody, response: { 201: envelope(userSchema), ...errors } },
    },
    async (request, reply) =>
      wrap(reply, 201, MSG.registrationSuccessful, await registerUser(app.db, request.body)),
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(userLoginData), ...errors } } },
    async (request, reply) =>
      wrap(reply, 200, MSG.loginSuccessful, await loginUser(app.db, request.body, request.ip, app.signToken)),
  );

  app.post(
    '/forget-password',
    {
      config: authLimit,
      schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: envelope(z.null()), ...errors } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, app.mailer, app.config.appUrl, request.body.email);
      return wrap(reply, 200, MSG.resetLinkSent, null);
    },
  );

  app.post(
    '/reset-password',
    {
      config: authLimit,
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: envelope(z.null()), ...errors } },
    },
    async (request, reply) => {
      const { token, newPassword, confirmNewPassword } = request.body;
      await resetPassword(app.db, token, newPassword, confirmNewPassword);
      return wrap(reply, 200, MSG.passwordResetSuccessful, null);
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request, reply) => wrap(reply, 200, 'Profile retrieved', toUser(userOf(request))),
  );
};
