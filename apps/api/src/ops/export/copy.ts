import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

/** Rows read and written per statement. */
const BATCH = 1000;

/** Tables whose defaults the migrations write: the copy replaces those rows with the source's. */
const WRITTEN_BY_MIGRATIONS = new Set(['fare_brands', 'bag_prices']);

export interface CopyReport {
  /** rows copied, by table */
  tables: Record<string, number>;
}

interface TableInfo {
  name: string;
  columns: string[];
  key: string[];
}

/**
 * Copies every row of the embedded database's tables into a PostgreSQL database that the same
 * migrations have made and that holds no rows yet but the defaults they write, in one transaction of the target: tables in
 * foreign-key order, the tables' own triggers off (the counters they keep are copied as they are),
 * the serial columns' sequences moved past the copied values.
 */
export async function copyToPostgres(source: Db, target: pg.ClientBase): Promise<CopyReport> {
  const tables = await tablesInOrder(target);
  await target.query('begin');
  try {
    for (const table of tables) {
      if (WRITTEN_BY_MIGRATIONS.has(table.name)) continue;
      const { rows } = await target.query(`select exists (select 1 from ${ident(table.name)}) as filled`);
      if ((rows[0] as { filled: boolean }).filled) {
        throw new Error(
          `The target database is not empty: ${table.name} has rows. Use a new, empty database.`,
        );
      }
    }
    const report: CopyReport = { tables: {} };
    for (const table of tables) {
      await target.query(`alter table ${ident(table.name)} disable trigger user`);
      if (WRITTEN_BY_MIGRATIONS.has(table.name)) await target.query(`delete from ${ident(table.name)}`);
      report.tables[table.name] = await copyTable(source, target, table);
      await target.query(`alter table ${ident(table.name)} enable trigger user`);
    }
    await moveSequences(target);
    await target.query('commit');
    return report;
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  }
}

const ident = (name: string) => pg.escapeIdentifier(name);

async function copyTable(source: Db, target: pg.ClientBase, table: TableInfo): Promise<number> {
  const columns = table.columns.map(ident).join(', ');
  const order = (table.key.length > 0 ? table.key : table.columns).map(ident).join(', ');
  let copied = 0;
  for (;;) {
    const result = await source.execute<{ rows: unknown[] | null }>(
      sql.raw(
        `select json_agg(t) as rows from (select ${columns} from ${ident(table.name)} order by ${order} limit ${BATCH} offset ${copied}) t`,
      ),
    );
    const rows = result.rows[0]?.rows ?? [];
    if (rows.length === 0) return copied;
    await target.query(
      `insert into ${ident(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(table.name)}, $1::json)`,
      [JSON.stringify(rows)],
    );
    copied += rows.length;
  }
}

/** The public tables, each after the tables its foreign keys point to. */
async function tablesInOrder(target: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: columnRows } = await target.query<{ table: string; column: string }>(`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER'
      and table_name in (select tablename from pg_tables where schemaname = 'public')
    order by table_name, ordinal_position`);
  const { rows: keyRows } = await target.query<{ table: string; column: string }>(`
    select c.conrelid::regclass::text as table, a.attname as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'p' and c.connamespace = 'public'::regnamespace`);
  const { rows: edges } = await target.query<{ from: string; to: string }>(`
    select conrelid::regclass::text as from, confrelid::regclass::text as to from pg_constraint
    where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`);
  const tables = new Map<string, TableInfo>();
  for (const { table, column } of columnRows) {
    const info = tables.get(table) ?? { name: table, columns: [], key: [] };
    info.columns.push(column);
    tables.set(table, info);
  }
  for (const { table, column } of keyRows) tables.get(table.replace(/^"|"$/g, ''))?.key.push(column);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name) || !tables.has(name)) return;
    path.add(name);
    for (const edge of edges) if (edge.from === name) place(edge.to, path);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of tables.keys()) place(name, new Set());
  return ordered;
}

/** Every sequence a public column takes its default from moves past the column's largest value. */
async function moveSequences(target: pg.ClientBase): Promise<void> {
  const { rows } = await target.query<{ table: string; column: string; sequence: string }>(`
    select table_name as table, column_name as column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`);
  for (const { table, column, sequence } of rows) {
    await target.query(
      `select setval($1, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
