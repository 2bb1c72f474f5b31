import {
  MSG,
  adminLoginData,
  envelope,
  mfaChallengeBody,
  mfaChallengeCodeBody,
  mfaCodeBody,
  mfaEnrolledLoginData,
  mfaEnrolmentData,
  mfaLoginBody,
  mfaMessages,
  mfaRecoveryCodesData,
  mfaStatusData,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf, claimsOf } from '../../plugins/auth';
import { loginClient, rememberDevice } from '../../lib/login-client';
import { errorResponses, wrap } from '../../lib/reply';
import {
  confirmEnrolment,
  confirmEnrolmentByChallenge,
  disableMfa,
  loginWithCode,
  mfaStatus,
  startEnrolment,
  startEnrolmentByChallenge,
} from './service';

const errors = errorResponses(400, 401, 403, 409, 429);
const tags = ['admin mfa'];
const secured = { tags, security: [{ bearer: [] }] };

/** Administrators' second factor: the login step, enrolment and disabling (TOTP, RFC 6238). */
export const adminMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const required = () => app.config.adminMfa === 'required';
  const limited = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/login/mfa',
    {
      config: limited,
      schema: {
        summary: 'Second login step: a TOTP or recovery code for the challenge, then the token',
        operationId: 'loginAdminWithCode',
        security: [],
        tags,
        body: mfaLoginBody,
        response: { 200: envelope(adminLoginData), ...errors },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const data = await loginWithCode(
        app.db,
        app.secrets,
        challenge,
        code,
        loginClient(request),
        app.signToken,
      );
      rememberDevice(reply, 'admin', data.admin.email);
      return wrap(reply, 200, MSG.loginSuccessful, data);
    },
  );

  app.post(
    '/login/mfa/enrolment',
    {
      config: limited,
      schema: {
        summary: 'Start the two-factor enrolment that ADMIN_MFA=required asks for at login',
        operationId: 'startLoginEnrolment',
        security: [],
        tags,
        body: mfaChallengeBody,
        response: { 200: envelope(mfaEnrolmentData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        mfaMessages.enrolmentStarted,
        await startEnrolmentByChallenge(app.db, app.secrets, request.body.challenge),
      ),
  );

  app.post(
    '/login/mfa/enrolment/confirm',
    {
      config: limited,
      schema: {
        summary: 'Confirm the login enrolment with a first code: the token and the recovery codes',
        operationId: 'confirmLoginEnrolment',
        security: [],
        tags,
        body: mfaChallengeCodeBody,
        response: { 200: envelope(mfaEnrolledLoginData), ...errors },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const client = loginClient(request);
      const data = await confirmEnrolmentByChallenge(
        app.db,
        app.secrets,
        challenge,
        code,
        client,
        app.signToken,
      );
      rememberDevice(reply, 'admin', data.admin.email);
      return wrap(reply, 200, mfaMessages.enabled, data);
    },
  );

  app.get(
    '/mfa',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Two-factor status of the signed-in administrator',
        operationId: 'getMfaStatus',
        ...secured,
        response: { 200: envelope(mfaStatusData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, mfaMessages.status, await mfaStatus(app.db, adminOf(request), required())),
  );

  app.post(
    '/mfa/enrolment',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Start two-factor enrolment: a new secret and its otpauth URI',
        operationId: 'startMfaEnrolment',
        ...secured,
        response: { 200: envelope(mfaEnrolmentData), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        mfaMessages.enrolmentStarted,
        await startEnrolment(app.db, app.secrets, adminOf(request)),
      ),
  );

  app.post(
    '/mfa/enrolment/confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Confirm two-factor enrolment with a code: the recovery codes, shown once, and a fresh token (older sessions end)',
        operationId: 'confirmMfaEnrolment',
        ...secured,
        body: mfaCodeBody,
        response: { 200: envelope(mfaRecoveryCodesData), ...errors },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { recoveryCodes, endedAt } = await confirmEnrolment(
        app.db,
        app.secrets,
        admin.id,
        request.body.code,
        loginClient(request),
      );
      // every older session ended: this one goes on with a fresh token that expires when it would have
      const ttlSeconds = Math.max(1, claimsOf(request).exp - Math.floor(Date.now() / 1000));
      const token = app.signToken(admin.id, 'admin', ttlSeconds, endedAt.getTime() + 1);
      return wrap(reply, 200, mfaMessages.enabled, { recoveryCodes, token });
    },
  );

  app.post(
    '/mfa/disable',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Turn two-factor off with a current code',
        operationId: 'disableMfa',
        ...secured,
        body: mfaCodeBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await disableMfa(
        app.db,
        app.secrets,
        adminOf(request).id,
        request.body.code,
        loginClient(request),
        required(),
      );
      return wrap(reply, 200, mfaMessages.disabled, null);
    },
  );
};
