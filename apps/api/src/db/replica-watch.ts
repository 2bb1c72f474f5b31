import pg from 'pg';
import type { Db } from './types';

/** What /health/ready and /metrics say about one replica. */
export interface ReplicaStatus {
  /** host:port/database of its URL, never its credentials */
  name: string;
  up: boolean;
  /** seconds behind the primary at the last check; null when it could not be checked */
  lagSeconds: number | null;
  lagBytes: number | null;
}

/** How often each replica's replay position is compared with the primary's. */
const CHECK_INTERVAL_MS = 200;
/** While a read waits for a replica to replay a change, its position is asked this often. */
const CATCH_UP_POLL_MS = 5;
/** Primary positions kept while the replica has not replayed them (one a check: a minute's worth). */
const MAX_SAMPLES = 300;

/** `16/B374D848` → a number that orders like the log. */
export function lsnOf(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const CONNECTION_CODES = /^(?:08|57|53)/;

/**
 * A failure of the replica rather than of the read: it is gone, shutting down, refusing
 * connections, or cancelled the read for a conflict with recovery (40001 on a standby).
 */
export function isReplicaFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof pg.DatabaseError) {
      return CONNECTION_CODES.test(current.code ?? '') || current.code === '40001';
    }
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('E')) return true;
    if (
      /connection terminated|timeout exceeded when trying to connect|connection error/i.test(current.message)
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

const nameOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

/**
 * One streaming replica: how far behind the primary it is (the primary's log positions it has not
 * replayed yet, and since when), and whether it has replayed a given position.
 */
export class ReplicaWatch {
  readonly name: string;
  up = false;
  replayed = 0n;
  lagMs: number | null = null;
  lagBytes: number | null = null;
  private samples: { lsn: bigint; at: number }[] = [];
  private waiters = new Set<{ lsn: bigint; done: (reached: boolean) => void }>();
  private polling = false;
  private timer: NodeJS.Timeout;
  private checking = false;

  constructor(
    url: string,
    private readonly pool: pg.Pool,
    readonly db: Db,
    private readonly primaryLsn: () => Promise<bigint>,
  ) {
    this.name = nameOf(url);
    this.timer = setInterval(() => void this.check(), CHECK_INTERVAL_MS).unref();
    void this.check();
  }

  status(): ReplicaStatus {
    return {
      name: this.name,
      up: this.up,
      lagSeconds: this.up && this.lagMs !== null ? this.lagMs / 1000 : null,
      lagBytes: this.up ? this.lagBytes : null,
    };
  }

  /** A read here failed for the replica's sake: no reads until a check finds it back. */
  failed(): void {
    this.up = false;
    this.lagMs = null;
    for (const waiter of this.waiters) waiter.done(false);
  }

  /** Whether the replica has replayed `lsn` within `waitMs` (at once when it already has). */
  reached(lsn: bigint, waitMs: number): Promise<boolean> {
    if (this.replayed >= lsn) return Promise.resolve(true);
    if (!this.up) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        lsn,
        done: (reached: boolean) => {
          clearTimeout(timeout);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timeout = setTimeout(() => waiter.done(false), waitMs);
      this.waiters.add(waiter);
      void this.pollWhileWaited();
    });
  }

  private async pollWhileWaited(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0 && this.up) {
        await this.readReplayed();
        if (this.waiters.size > 0) await new Promise((r) => setTimeout(r, CATCH_UP_POLL_MS));
      }
    } catch {
      this.failed();
    } finally {
      this.polling = false;
    }
  }

  private async readReplayed(): Promise<{ recovery: boolean }> {
    const result = await this.pool.query<{ replayed: string | null; recovery: boolean }>(
      'select pg_last_wal_replay_lsn()::text as replayed, pg_is_in_recovery() as recovery',
    );
    const row = result.rows[0]!;
    const replayed = row.replayed ? lsnOf(row.replayed) : 0n;
    if (replayed > this.replayed) this.replayed = replayed;
    for (const waiter of this.waiters) if (this.replayed >= waiter.lsn) waiter.done(true);
    return { recovery: row.recovery };
  }

  /** Compares the primary's position with the replica's; the lag is how long ago the primary was at the oldest position not replayed. */
  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    const now = Date.now();
    try {
      const primary = await this.primaryLsn().catch(() => undefined);
      if (primary !== undefined && this.samples.length < MAX_SAMPLES)
        this.samples.push({ lsn: primary, at: now });
      const { recovery } = await this.readReplayed();
      // a promoted replica is a primary of its own: its answers would drift from the real one's
      if (!recovery) return this.failed();
      while (this.samples.length > 0 && this.samples[0]!.lsn <= this.replayed) this.samples.shift();
      this.lagMs = this.samples.length > 0 ? Date.now() - this.samples[0]!.at : 0;
      if (primary !== undefined)
        this.lagBytes = Number(primary > this.replayed ? primary - this.replayed : 0n);
      this.up = true;
    } catch {
      this.failed();
    } finally {
      this.checking = false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const waiter of this.waiters) waiter.done(false);
    await this.pool.end();
  }
}
