import type { CreateBookingInput } from '@skylark/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { buildTestApp, call, type TestApp } from './app';
import { createUser } from './factories';
import {
  type HttpAnswer,
  type ServerProcesses,
  sendTo,
  sharedDatabaseAvailable,
  startServerProcesses,
} from './server-processes';

/** Sends the i-th racer's booking: injected into one app, or over HTTP to one of two processes. */
export type Send = (i: number, token: string, body: CreateBookingInput) => Promise<HttpAnswer>;
export interface RaceContext {
  db: Db;
  app: FastifyInstance;
  send: Send;
}

/** n new customers' tokens. */
export async function customers(db: Db, app: FastifyInstance, n: number): Promise<string[]> {
  const rows = await Promise.all(Array.from({ length: n }, () => createUser(db)));
  return rows.map((u) => app.signToken(u.id, 'user', 3600));
}

/**
 * Runs `races` against one app on the project's database and, on PostgreSQL, against two server
 * processes sharing one database over real HTTP.
 */
export function raceEverywhere(subject: string, races: (ctx: () => RaceContext) => void) {
  describe(`${subject} in one server process`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => t.close());
    races(() => ({
      db: t.database.db,
      app: t.app,
      send: (_i, token, body) => call(t.app, 'POST', '/user/bookings', { token, body }),
    }));
  });

  if (!sharedDatabaseAvailable) return;
  describe(`${subject} across two server processes sharing one PostgreSQL database`, () => {
    let servers: ServerProcesses;
    beforeAll(async () => {
      servers = await startServerProcesses(2);
    }, 180_000);
    afterAll(async () => servers.close());
    races(() => ({
      db: servers.db,
      app: servers.app,
      send: (i, token, body) => sendTo(servers.ports[i % 2]!, 'POST', '/user/bookings', { token, body }),
    }));

    it('both processes answered', () => {
      expect(new Set(servers.ports).size).toBe(2);
    });
  });
}
