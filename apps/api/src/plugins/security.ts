import rateLimit from '@fastify/rate-limit';
import { API_PREFIX } from '@skylark/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { sweepEndedWindows } from '../lib/rate-counters';
import { sweepRevokedTokens } from '../lib/revoked-tokens';
import { sharedRateLimitStore } from './shared-rate-limit-store';

const SWEEP_INTERVAL_MS = 60_000;

/** Account requests hold a few short fields; anything larger is refused (413) before parsing. */
export const AUTH_BODY_LIMIT = 16 * 1024;
const AUTH_TAGS = new Set(['auth', 'admin auth']);

/** Public flight reads and the display rates may be cached; every other API answer is personal or administrative. */
const CACHEABLE_API_PREFIX = `${API_PREFIX}/user/flights`;
const CURRENCY_RATES_PATH = `${API_PREFIX}/currency-rates`;

/** Answers that may sit in a browser or proxy cache: public flight reads and anything outside the API. */
export function mayBeCached(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    !path.startsWith(`${API_PREFIX}/`) ||
    path === CACHEABLE_API_PREFIX ||
    path === CURRENCY_RATES_PATH ||
    path.startsWith(`${CACHEABLE_API_PREFIX}/`)
  );
}

/**
 * Security headers with a CSP the web app passes, per-route rate limits (docs/product.md#12-accounts-and-access), a small
 * body limit on account routes and no caching of personal answers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { scriptHashes }: { scriptHashes: string[] }) => {
    // Built once, at start-up: building helmet's middleware per request (as @fastify/helmet does)
    // parses the directives on every answer.
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // inline scripts only by the hash of what the web build wrote (docs/product.md#102-what-the-public-pages-load-first)
          scriptSrc: ["'self'", ...scriptHashes],
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
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit === undefined && route.schema?.tags?.some((tag) => AUTH_TAGS.has(tag))) {
        route.bodyLimit = AUTH_BODY_LIMIT;
      }
    });
    app.addHook('onSend', async (request, reply) => {
      if (!mayBeCached(request.url)) reply.header('cache-control', 'no-store');
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
  },
);
