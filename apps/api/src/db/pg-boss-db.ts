import type PgBoss from 'pg-boss';
import type { Queryable } from './client';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one call, as pg-boss's schema scripts are */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
  /** node-postgres's pool only */
  connect?(): Promise<RawClient & { release(): void }>;
  totalCount?: number;
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
      const script = !values || values.length === 0;
      if (script && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      if (script && client.connect && client.totalCount !== undefined) {
        // a script's own BEGIN … COMMIT: a failure mid-way must not hand the pool an aborted transaction
        const connection = await client.connect();
        try {
          return await connection.query(text);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          connection.release();
        }
      }
      return client.query(text, values ?? []);
    },
  };
}
