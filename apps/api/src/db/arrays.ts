import { type SQL, sql } from 'drizzle-orm';

/** A PostgreSQL uuid[] of these ids, for `= any(...)` and `unnest(...)`. */
export const uuidArray = (ids: string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
