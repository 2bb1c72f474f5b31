import { createHash } from 'node:crypto';
import { DAY_MS, EARLY_BIRD_DAYS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { flights } from '../db/schema';

/** The channel the triggers of migration 0010 notify on every change to a public read. */
export const PUBLIC_READS_CHANNEL = 'skylark_public_reads';
/** Browsers and proxies may keep an answer a second and serve it stale while they ask again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';
const MAX_ENTRIES = 5000;
/** Even without a write, an answer is computed again after this long. */
export const MAX_AGE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicReadCache;
  }
  interface FastifyContextConfig {
    /** the answer is the same for everyone: served from the public read cache (docs/product.md#101-public-reads-from-memory-and-workers) */
    publicRead?: boolean;
  }
  interface FastifyRequest {
    /** the cache generation when the request came in; null when the route is not a public read */
    publicReadGeneration: number | null;
    /** set when this request computes an answer that concurrent requests of the same URL wait for */
    finishPublicRead: ((entry?: Entry) => void) | null;
  }
}

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * Serialized answers of the public reads by URL. Every write that may change one bumps the
 * generation and empties the cache; an answer computed while the generation moved is not kept,
 * so a read that started before a write never stores what the write replaced.
 */
export class PublicReadCache {
  private entries = new Map<string, Entry>();
  private next: { generation: number; until: number; pending?: Promise<number> } = {
    generation: -1,
    until: 0,
  };
  /** The answers being computed, by URL: a concurrent miss of the same generation waits for one. */
  private computing = new Map<string, { generation: number; done: Promise<Entry | undefined> }>();
  generation = 0;
  /** false while the NOTIFYs of other processes could be missed: nothing is served or kept */
  listening = false;

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(key: string, now: number): Entry | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (entry && now >= entry.expires) this.entries.delete(key);
    return entry && now < entry.expires ? entry : undefined;
  }

  set(key: string, entry: Entry): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  /**
   * The answer another request of this generation is computing for `key`, once it is kept; or,
   * when none is, undefined and a `finish` that this request must call with what it kept (or
   * nothing), whatever happens to it. Concurrent misses of one URL thus run its handler once.
   */
  async awaitOrLead(key: string): Promise<{ entry?: Entry; finish?: (entry?: Entry) => void }> {
    if (!this.listening) return {};
    const current = this.computing.get(key);
    if (current?.generation === this.generation) {
      const entry = await current.done;
      return entry && current.generation === this.generation ? { entry } : {};
    }
    let finish!: (entry?: Entry) => void;
    const done = new Promise<Entry | undefined>((resolve) => (finish = resolve));
    const flight = { generation: this.generation, done };
    this.computing.set(key, flight);
    return {
      finish: (entry) => {
        if (this.computing.get(key) === flight) this.computing.delete(key);
        finish(entry);
      },
    };
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * When the lists next change by the clock alone: the next departure (it leaves every list)
   * or the next flight to come within the early-bird window (it leaves that offer).
   */
  async changesByClock(db: Db, now: number): Promise<number> {
    const current = this.next;
    if (current.generation === this.generation && now < current.until) return current.until;
    if (current.generation === this.generation && current.pending) return current.pending;
    const generation = this.generation;
    const pending = nextClockChange(db, now);
    this.next = { generation, until: 0, pending };
    const until = await pending.catch(() => now);
    if (this.next.pending === pending) this.next = { generation, until };
    return until;
  }
}

async function nextClockChange(db: Db, now: number): Promise<number> {
  const earlyBird = EARLY_BIRD_DAYS * DAY_MS;
  const result = await db.execute<{ departs: string | Date | null; leaves: string | Date | null }>(sql`
    select (select min(${flights.departureAt}) from ${flights} where ${flights.departureAt} > ${new Date(now)}) as departs,
           (select min(${flights.departureAt}) from ${flights}
             where ${flights.departureAt} >= ${new Date(now + earlyBird)}) as leaves`);
  const row = result.rows[0];
  const times = [now + MAX_AGE_MS];
  if (row?.departs) times.push(new Date(row.departs).getTime());
  if (row?.leaves) times.push(new Date(row.leaves).getTime() - earlyBird + 1);
  return Math.min(...times);
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function answerFromCache(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(entry.body);
}

/**
 * The public read cache (docs/product.md#101-public-reads-from-memory-and-workers): routes with `config.publicRead` answer from memory,
 * with an ETag (304 when it matches) and a short Cache-Control. This process empties it as it
 * answers any write request, before the answer leaves; other processes on hearing the NOTIFY.
 * NOTIFY does not reach a standby: the answers computed after it wait for the replica they read
 * to have replayed the change (`reads.fence`).
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const cache = new PublicReadCache();
  app.decorate('publicCache', cache);
  app.decorateRequest('publicReadGeneration', null);
  app.decorateRequest('finishPublicRead', null);
  // a change heard of is committed on the primary: reads after it wait for a replica to have it
  const changed = () => {
    cache.invalidate();
    opts.database.reads.fence();
  };
  const stopListening = await opts.database.listen(PUBLIC_READS_CHANNEL, changed, (listening) => {
    cache.listening = listening;
    changed();
  });
  app.addHook('onClose', async () => stopListening());

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicRead !== true) return;
    request.publicReadGeneration = cache.generation;
    const entry = cache.get(request.url, Date.now()) ?? (await awaitOrLead(request));
    if (!entry) return;
    request.publicReadGeneration = null;
    return answerFromCache(request, reply, entry);
  });

  async function awaitOrLead(request: FastifyRequest): Promise<Entry | undefined> {
    const { entry, finish } = await cache.awaitOrLead(request.url);
    if (finish) request.finishPublicRead = finish;
    // with no answer to reuse, this request computes its own, as of the generation it starts at
    if (!entry) request.publicReadGeneration = cache.generation;
    return entry;
  }

  // whatever became of the computing request (an error, a closed connection), its waiters go on
  app.addHook('onResponse', async (request) => request.finishPublicRead?.());
  app.addHook('onRequestAbort', async (request) => request.finishPublicRead?.());

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      changed();
      return payload;
    }
    const generation = request.publicReadGeneration;
    if (generation === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const now = Date.now();
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    const until = await cache.changesByClock(app.db, now);
    if (generation === cache.generation) {
      const entry = { body: payload, etag, expires: Math.min(until, now + MAX_AGE_MS) };
      cache.set(request.url, entry);
      request.finishPublicRead?.(entry);
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
