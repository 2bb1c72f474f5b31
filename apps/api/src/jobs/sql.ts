import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/client';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one call, as pg-boss's schema scripts are */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's connection: the raw client under a Drizzle handle, so that a job sent with the
 * transaction's handle commits or rolls back with it. On PGlite the one connection is shared;
 * inside a transaction only the transaction's own handle may use it.
 */
export function bossDb(q: Queryable): PgBoss.Db {
  const client = (q as unknown as { session: { client: RawClient } }).session.client;
  return {
    async executeSql(text, values) {
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values ?? []);
    },
  };
}
