import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How often the embedded database is looked over: PostgreSQL's autovacuum_naptime. */
export const AUTOVACUUM_EVERY_SECONDS = 60;

/**
 * PGlite runs PostgreSQL without its autovacuum workers, so nothing would ever update the planner's
 * statistics or clear dead rows there (docs/decisions/106). This does their work by their default
 * thresholds: a table is vacuumed past 50 + 20 % of its rows dead or 1,000 + 20 % inserted, and
 * analyzed past 50 + 10 % changed, or when it holds rows and was never analyzed (its counters are lost
 * with a crash). Answers the tables it worked on.
 */
export async function autovacuum(db: Db): Promise<string[]> {
  // the counters of the statements just run reach the statistics views at the next statement
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const { rows } = await db.execute<{ name: string; vacuum: boolean; analyze: boolean }>(sql`
    SELECT format('%I.%I', s.schemaname, s.relname) AS name,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuum,
      s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        OR (c.reltuples < 0 AND pg_relation_size(c.oid) > 0) AS analyze
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE c.relkind = 'r'
    ORDER BY 1`);
  const worked: string[] = [];
  for (const table of rows) {
    if (table.vacuum) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table.name}`));
    else if (table.analyze) await db.execute(sql.raw(`ANALYZE ${table.name}`));
    else continue;
    worked.push(table.name);
  }
  return worked;
}
