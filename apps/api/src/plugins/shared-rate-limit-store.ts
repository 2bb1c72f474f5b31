import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countHit } from '../lib/rate-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts in the database (rate_counters), so the per-route limits of docs/product.md#12-accounts-and-access hold across
 * every server process, not per process.
 */
class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    countHit(this.db, `route|${this.scope}|${key}`, timeWindow).then(
      ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: unknown) {
    // At run time the plugin passes the route's limit settings, with the route under `routeInfo`.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
    return new SharedRateLimitStore(this.db, `${String(route?.method)} ${route?.url}`);
  }
}

/** The store option of @fastify/rate-limit: a constructor, bound here to the app's database. */
export const sharedRateLimitStore = (db: Db): FastifyRateLimitStoreCtor =>
  class extends SharedRateLimitStore {
    constructor() {
      super(db, 'global');
    }
  };
