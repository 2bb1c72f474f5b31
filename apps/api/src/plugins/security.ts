import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEndedWindows } from '../lib/rate-counters';
import { sweepRevokedTokens } from '../lib/revoked-tokens';
import { sharedRateLimitStore } from './shared-rate-limit-store';

const SWEEP_INTERVAL_MS = 60_000;

/** Security headers with a CSP the web app passes, and per-route rate limits (docs/product.md §12). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast and Radix set inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Limits are set per route (config.rateLimit); nothing is limited globally.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(app.db) });

  // Every minute, ended rate-limit windows and revocations of expired tokens are deleted so the
  // tables stay small.
  const sweeper = setInterval(() => {
    sweepEndedWindows(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate counter sweep failed'),
    );
    sweepRevokedTokens(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'revoked token sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
});
