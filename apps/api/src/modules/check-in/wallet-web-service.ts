import {
  checkInMessages,
  envelope,
  walletDeviceParams,
  walletLogBody,
  walletPassParams,
  walletRegistrationBody,
  walletRegistrationParams,
  walletServiceMessages,
  walletUpdatedQuery,
  walletUpdatedSerials,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { errorResponses, wrap } from '../../lib/reply';
import { getCheckInState } from './service';
import {
  passOfSerial,
  registerDevice,
  tokenMatches,
  unregisterDevice,
  updatedSerials,
} from './wallet-registrations';

const tags = ['wallet'];
const applePass = [{ applePass: [] }];
const unavailable = () =>
  new AppError(404, checkInMessages.walletUnavailable, undefined, undefined, 'WALLET_PASS_UNAVAILABLE');

/**
 * Apple Wallet's pass web service (webServiceURL in pass.json; docs/product.md#1461-boarding-passes-in-apple-wallet):
 * a device registers for a pass, asks which passes changed, and fetches the new pass. Every call but the
 * list of changes carries the pass's token (`Authorization: ApplePass <token>`); 401 without it.
 */
export const walletWebService: FastifyPluginAsyncZod = async (app) => {
  const { walletPass, dataKey, checkIn } = app.config;

  /** 401 unless the call is for this site's pass type and carries the serial's token. */
  const authorize = (passType: string, serial: string, authorization: string | undefined) => {
    if (!walletPass) throw unavailable();
    if (passType !== walletPass.passTypeIdentifier || !tokenMatches(dataKey, serial, authorization))
      throw unauthorized(walletServiceMessages.badToken);
  };

  app.post(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      schema: {
        summary: 'Register a device to hear of changes to a Wallet pass',
        operationId: 'registerWalletDevice',
        tags,
        security: applePass,
        description:
          '201 when newly registered, 200 when it already was; 403 past 20 devices a pass or 200 passes a device.',
        params: walletRegistrationParams,
        body: walletRegistrationBody,
        response: {
          200: envelope(z.null()),
          201: envelope(z.null()),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      authorize(passTypeIdentifier, serialNumber, request.headers.authorization);
      if (!(await passOfSerial(app.db, serialNumber))) throw notFound(checkInMessages.passengerNotCheckedIn);
      const added = await registerDevice(
        app.db,
        deviceLibraryIdentifier,
        serialNumber,
        request.body.pushToken,
      );
      if (added === null) throw new AppError(403, walletServiceMessages.tooManyDevices);
      return wrap(reply, added ? 201 : 200, walletServiceMessages.registered, null);
    },
  );

  app.delete(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      schema: {
        summary: 'Unregister a device from a Wallet pass',
        operationId: 'unregisterWalletDevice',
        tags,
        security: applePass,
        params: walletRegistrationParams,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      authorize(passTypeIdentifier, serialNumber, request.headers.authorization);
      await unregisterDevice(app.db, deviceLibraryIdentifier, serialNumber);
      return wrap(reply, 200, walletServiceMessages.unregistered, null);
    },
  );

  app.get(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    {
      schema: {
        summary: 'The serial numbers of the passes on a device changed since a tag',
        operationId: 'getUpdatedWalletPasses',
        tags,
        security: [],
        description: "Answers Wallet's own object, not the wrapper; 204 when nothing changed.",
        params: walletDeviceParams,
        querystring: walletUpdatedQuery,
        response: { 200: walletUpdatedSerials, 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!walletPass) throw unavailable();
      const { deviceLibraryIdentifier, passTypeIdentifier } = request.params;
      if (passTypeIdentifier !== walletPass.passTypeIdentifier) return reply.code(204).send(null);
      const since = request.query.passesUpdatedSince;
      const changed = await updatedSerials(
        app.db,
        deviceLibraryIdentifier,
        since ? Number(since) : undefined,
      );
      if (changed.serialNumbers.length === 0) return reply.code(204).send(null);
      return reply.code(200).send({ ...changed, lastUpdated: String(changed.lastUpdated) });
    },
  );

  app.get(
    '/v1/passes/:passTypeIdentifier/:serialNumber',
    {
      schema: {
        summary: 'The latest version of a Wallet pass',
        operationId: 'getLatestWalletPass',
        tags,
        security: applePass,
        description: '304 when it has not changed since If-Modified-Since.',
        params: walletPassParams,
        response: {
          200: z.any().describe('application/vnd.apple.pkpass'),
          304: z.null(),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { passTypeIdentifier, serialNumber } = request.params;
      authorize(passTypeIdentifier, serialNumber, request.headers.authorization);
      const pass = await passOfSerial(app.db, serialNumber);
      if (!pass) throw notFound(checkInMessages.passengerNotCheckedIn);
      const lastModified = new Date(pass.lastModified);
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      reply.header('last-modified', lastModified.toUTCString());
      // HTTP dates count whole seconds
      if (Math.floor(pass.lastModified / 1000) * 1000 <= since) return reply.code(304).send(null);
      const state = await getCheckInState(app.db, pass.owner, pass.bookingId, checkIn);
      const flight = state.flights.find((f) => f.passengers.some((p) => p.passengerId === serialNumber));
      const passenger = flight?.passengers.find((p) => p.passengerId === serialNumber);
      if (!flight || !passenger?.boardingPass) throw notFound(checkInMessages.passengerNotCheckedIn);
      const { walletPassOf } = await import('./wallet-pass');
      return reply
        .type('application/vnd.apple.pkpass')
        .send(walletPassOf(app.config, state, flight, passenger));
    },
  );

  app.post(
    '/v1/log',
    {
      schema: {
        summary: "Wallet's report of problems with this site's passes",
        operationId: 'logWalletProblems',
        tags,
        security: [],
        body: walletLogBody,
        response: { 200: envelope(z.null()), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      for (const line of request.body.logs)
        request.log.warn({ wallet: line }, 'Apple Wallet reported a problem');
      return wrap(reply, 200, walletServiceMessages.logged, null);
    },
  );
};
