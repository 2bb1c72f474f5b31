import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Where a batch ended: the creation instant as PostgreSQL writes it (microseconds kept) and the id. */
export interface Cursor {
  at: string;
  id: string;
}

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Keyset paging over (created_at, id) for exports (docs/product.md#152-exports-and-the-manifest): each batch starts after the
 * last row of the one before, so the cost of a batch does not grow with how far the export has gone.
 */
export function keyset(createdAt: AnyColumn, id: AnyColumn, newestFirst: boolean) {
  const direction = newestFirst ? desc : asc;
  return {
    /** the instant as text, to be handed back in the next cursor */
    at: sql<string>`${createdAt}::text`,
    orderBy: [direction(createdAt), direction(id)] as const,
    after: (cursor: Cursor | undefined): SQL | undefined =>
      cursor
        ? sql`(${createdAt}, ${id}) ${sql.raw(newestFirst ? '<' : '>')} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
  };
}

/** Reads batch after batch until one comes back short. */
export async function* inBatches<T>(
  read: (after: Cursor | undefined) => Promise<T[]>,
  cursorOf: (row: T) => Cursor,
): AsyncGenerator<T[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}
