import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@skylark/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, paymentSettingWarnings } from './config';
import type { Database, Db } from './db/client';
import type { ReadRouting } from './db/replicas';
import { jobsPlugin } from './jobs/plugin';
import { type SecretBox, secretBox } from './lib/secret-box';
import { requestSerializer } from './lib/log-redaction';
import { analyticsModule } from './modules/analytics';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { bookingsModule } from './modules/bookings';
import { checkInModule } from './modules/check-in';
import { newsModule } from './modules/news';
import { contactModule } from './modules/contact';
import { flightsModule } from './modules/flights';
import { failedJobsModule } from './modules/failed-jobs';
import { fareBrandsModule } from './modules/fare-brands';
import { mfaModule } from './modules/mfa';
import { newsletterModule } from './modules/newsletter';
import { refundsModule } from './modules/refunds';
import { siteModule } from './modules/site';
import { currencyRatesModule } from './modules/currency-rates';
import { teamModule } from './modules/team';
import { usersModule } from './modules/users';
import { type Invoicing, createRateSource } from './modules/invoices';
import { authPlugin } from './plugins/auth';
import { clientErrorReply, closingPlugin } from './plugins/availability';
import { docsPlugin } from './plugins/docs';
import { listedStatusesPlugin } from './plugins/listed-statuses';
import { errorHandlerPlugin, frameworkErrorReply } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { BODY_LIMIT, jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { paintedPages } from './plugins/painted-pages';
import { publicCachePlugin } from './plugins/public-cache';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { loadSpaPages } from './plugins/spa-pages';
import { textGuardPlugin } from './plugins/text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** the public reads and analytics: a replica when one is configured (docs/deploy.md) */
    reads: ReadRouting;
    /** seals the TOTP secrets kept in the database (DATA_KEY, else JWT_SECRET) */
    secrets: SecretBox;
    /** what a new booking's invoice is made from (docs/product.md#143-paying-for-a-booking) */
    invoicing: Invoicing;
  }
}

export interface AppDeps {
  database: Database;
  /** false: no job workers in this app (an app that only signs tokens or sets up data) */
  work?: boolean;
  /** pino options; false for silence */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** how long a request may take to arrive, headers and body (tests shorten it) */
  requestTimeoutMs?: number;
  /** sees every answer as it is sent (the API tests record them) */
  observeAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/** A request, headers and body, must have arrived within this time (docs/product.md#11-the-apis-shape). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The whole server: server.ts and every test call this. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      deps.logger === false || deps.logger === true
        ? deps.logger
        : { level: config.logLevel, ...deps.logger, serializers: { req: requestSerializer } },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    requestTimeout: requestTimeoutMs,
    // Node checks the timeouts this often; its default (30 s) would let a request run up to twice as long
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, requestTimeoutMs) },
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorReply,
    // closing and parser refusals are answered in the wrapper by plugins/availability.ts
    return503OnClosing: false,
    clientErrorHandler: clientErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    deps.observeAnswer?.(request, reply, payload);
  });

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('reads', deps.database.reads);
  app.decorate('secrets', secretBox(config.dataKey));
  app.decorate('invoicing', {
    settings: config.payments,
    rate: createRateSource({
      fixedRate: config.payments.btcUsdRate,
      url: config.payments.rateUrl,
      log: app.log,
    }),
    addresses: config.btcAddresses,
    ownAddresses: Boolean(config.btcAccount),
  });
  for (const warning of paymentSettingWarnings(config)) app.log.warn(warning);
  // mail, expiry and payment detection: started when ready, stopped before the database closes
  await app.register(jobsPlugin, { work: deps.work ?? true, oneProcess: deps.database.kind === 'pglite' });

  const spaPages = config.webDistDir ? await loadSpaPages(config.webDistDir) : undefined;
  await app.register(errorHandlerPlugin, { spaPages });
  await app.register(closingPlugin);
  await app.register(healthPlugin, { database: deps.database });
  await app.register(metricsPlugin, { database: deps.database, token: config.metricsToken });
  await app.register(securityPlugin, { scriptHashes: spaPages?.scriptHashes ?? [] });
  await app.register(jsonBodyPlugin);
  await app.register(textGuardPlugin);
  await app.register(docsPlugin);
  await app.register(listedStatusesPlugin);
  await app.register(authPlugin);
  await app.register(publicCachePlugin, { database: deps.database });
  if (config.webDistDir) await app.register(spaPlugin, { root: config.webDistDir });
  if (spaPages?.painted) await app.register(paintedPages, spaPages.painted);

  await app.register(
    async (api) => {
      await api.register(authModule);
      await api.register(flightsModule);
      await api.register(bookingsModule);
      await api.register(checkInModule);
      await api.register(newsModule);
      await api.register(mfaModule);
      await api.register(refundsModule);
      await api.register(usersModule);
      await api.register(analyticsModule);
      await api.register(auditModule);
      await api.register(siteModule);
      await api.register(currencyRatesModule);
      await api.register(newsletterModule);
      await api.register(contactModule);
      await api.register(teamModule);
      await api.register(failedJobsModule);
      await api.register(fareBrandsModule);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
