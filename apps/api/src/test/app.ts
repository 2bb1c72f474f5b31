import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { DEMO_BTC_ADDRESS } from '../settings';
import { type Database, openDatabase } from '../db/client';
import { type AnswerAudit, answerAudit } from './answer-audit';
import { adminQuery, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** the answers so far that the OpenAPI document does not promise */
  audit: AnswerAudit;
  close(): Promise<void>;
}

let migratedPglite: Promise<Blob> | undefined;

/**
 * A migrated embedded database, dumped once per worker: starting from it takes about a third of
 * the time of creating and migrating a new one.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      return await database.dump!();
    } finally {
      await database.close();
    }
  })();
  return migratedPglite;
}

/** A fresh database of the kind this test project runs on (PGlite in memory or a PostgreSQL clone). */
export async function openTestDatabase(
  poolSize = 10,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const database = await openDatabase({ from: await migratedPgliteDump() });
    return { database, drop: async () => {} };
  }
  const name = `skylark_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${inject('templateDatabase')}`);
  const dbUrl = withDatabase(url, name);
  const database = await openDatabase({ url: dbUrl, poolSize });
  return {
    database,
    url: dbUrl,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

export interface TestAppOptions {
  /** undefined unsets a setting the test app sets (BTC_ADDRESSES: undefined gives the demo invoices) */
  env?: Record<string, string | undefined>;
  /** a web build the server serves, as `apps/web/dist` */
  webDistDir?: string;
  /** how long a request may take to arrive (AppDeps) */
  requestTimeoutMs?: number;
  /** a database the test prepared itself, in place of a fresh migrated one */
  database?: { database: Database; drop(): Promise<void> };
}

/** The whole server on a fresh database; every API test starts here. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = options.database ?? (await openTestDatabase());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-test-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      APP_URL: 'http://skylark.test',
      AUTH_RATE_LIMIT: '1000',
      TRACKING_RATE_LIMIT: '1000',
      // tests that book many seats for one customer; the limits' own tests set them
      BOOKING_RATE_LIMIT: '100000',
      MAX_PENDING_PASSENGERS: '100000',
      MAX_PENDING_PASSENGERS_TOTAL: '100000',
      LOG_LEVEL: 'silent',
      // the spec's rotating address; the demo invoices' own tests unset it
      BTC_ADDRESSES: DEMO_BTC_ADDRESS,
      ...options.env,
    },
    options.webDistDir,
  );
  const audit = answerAudit();
  const app = await buildApp(config, {
    database,
    logger: false,
    requestTimeoutMs: options.requestTimeoutMs,
    observeAnswer: audit.observe,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    audit,
    async close() {
      await app.close();
      await database.close();
      await drop();
      // every answer of the test matched the document: its status listed, a refusal with code and type
      if (audit.problems.size > 0) throw new Error([...audit.problems].join('\n'));
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; statusCode: number; data: T };
  response: LightMyRequestResponse;
}

/** Sends a request through app.inject and parses the wrapper. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api/v1${url}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  // a document (CSV, PDF, calendar) is read from `response`; every other answer is the JSON wrapper
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : (null as never), response };
}

/** A signed token, as login would give, for a user or an admin id. */
export const tokenFor = (app: FastifyInstance, id: string, role: 'user' | 'admin') =>
  app.signToken(id, role, 3600);
