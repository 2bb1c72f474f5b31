import {
  MSG,
  authMessages,
  changePasswordBody,
  changePasswordData,
  envelope,
  forgotPasswordBody,
  loginBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  userLoginData,
  userSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginClient, rememberDevice } from '../../lib/login-client';
import { requestLanguage } from '../../lib/request-language';
import { afterAnswer, errorResponses, wrap } from '../../lib/reply';
import { claimsOf, userOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import { toUser, updateProfile } from '../users';
import { changePassword, recordResetRequest, queueResetMail, resetPassword } from './passwords';
import { loginUser, logout, registerUser } from './service';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Customer accounts: docs/product.md#71-customer-accounts-and-profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const authLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/register',
    {
      config: authLimit,
      schema: {
        summary: 'Register a customer account',
        operationId: 'registerUser',
        security: [],
        tags: ['auth'],
        body: registerBody,
        response: { 201: envelope(userSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        201,
        MSG.registrationSuccessful,
        await registerUser(app.db, {
          ...request.body,
          language: request.body.language ?? requestLanguage(request.headers),
        }),
      ),
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Log a customer in and get a token',
        operationId: 'loginUser',
        security: [],
        tags: ['auth'],
        body: loginBody,
        response: { 200: envelope(userLoginData), ...errors },
      },
    },
    async (request, reply) => {
      const data = await loginUser(app.db, request.body, loginClient(request), app.signToken);
      rememberDevice(reply, 'user', data.user.email);
      return wrap(reply, 200, MSG.loginSuccessful, data);
    },
  );

  app.post(
    '/forget-password',
    {
      config: authLimit,
      schema: {
        summary: 'E-mail a password reset link',
        operationId: 'requestPasswordReset',
        security: [],
        tags: ['auth'],
        body: forgotPasswordBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const account = await recordResetRequest(app.db, request.body.email, request.ip);
      // the mail is made after the answer, so known and unknown addresses answer alike
      if (account)
        void app.jobs
          .track(
            afterAnswer(reply).then(() => queueResetMail(app.db, app.config.appUrl, app.secrets, account)),
          )
          .catch((err: unknown) => app.log.error({ err }, 'reset mail not queued'));
      return wrap(reply, 200, MSG.resetLinkSent, null);
    },
  );

  app.post(
    '/reset-password',
    {
      config: authLimit,
      schema: {
        summary: 'Set a new password with a reset token',
        operationId: 'resetPassword',
        security: [],
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const { token, newPassword, confirmNewPassword } = request.body;
      await resetPassword(app.db, request.ip, token, newPassword, confirmNewPassword);
      return wrap(reply, 200, MSG.passwordResetSuccessful, null);
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Read the signed-in customer's profile",
        operationId: 'getUserProfile',
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request, reply) => wrap(reply, 200, 'Profile retrieved', toUser(userOf(request))),
  );

  app.patch(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Update the signed-in customer's name, phone number and language",
        operationId: 'updateUserProfile',
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: profileBody,
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, MSG.profileUpdated, await updateProfile(app.db, userOf(request).id, request.body)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Log the customer out: the presented token is revoked until it expires',
        operationId: 'logoutUser',
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await logout(app.db, claimsOf(request), auditContext(request));
      return wrap(reply, 200, authMessages.loggedOut, null);
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change the password; every other session of the customer ends',
        operationId: 'changePassword',
        tags: ['auth'],
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
          { role: 'user', row: userOf(request) },
          request.body,
          claimsOf(request),
          app.signToken,
          loginClient(request),
        ),
      ),
  );
};
