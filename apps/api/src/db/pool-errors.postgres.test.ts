import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app';

describe('a connection the server ends under a transaction', () => {
  it('fails that transaction only: the process and the pool go on', async () => {
    const { database, drop } = await openTestDatabase(2);
    try {
      let inTransaction!: (pid: number) => void;
      const pidOf = new Promise<number>((resolve) => (inTransaction = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        inTransaction(rows[0]!.pid);
        await held;
        await tx.execute(sql`select 1`);
      });
      const pid = await pidOf;
      // as a restart of PostgreSQL or PgBouncer does, while the transaction's client is checked out
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect
        .poll(
          async () =>
            (await database.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)).rows,
        )
        .toEqual([]);
      release();
      await expect(transaction).rejects.toThrow();
      for (let i = 0; i < 3; i++)
        expect((await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
