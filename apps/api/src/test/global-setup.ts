import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * On PostgreSQL: one migrated template database per run (named per run, so parallel runs
 * do not meet); each test file clones it. Nothing to do on PGlite.
 */
export async function setup(project: TestProject) {
  const url = project.config.env.TEST_DATABASE_URL;
  if (!url || project.config.env.TEST_DB !== 'postgres') return;
  const template = `skylark_tpl_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `create database ${template}`);
  const database = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await adminQuery(url, `drop database if exists ${template} with (force)`);
  };
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
