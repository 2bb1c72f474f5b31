import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { checkInvariants, type Outcome, planBookings, retryUnanswered, runLoad } from '../../test/crash-load';
import { killStartedProcesses, type StartedServer, startServer } from '../../test/server-start';

afterAll(() => killStartedProcesses());

/** The crash test on the embedded database: its one server process killed with SIGKILL and restarted. */
describe('the server process killed mid-load (PGlite)', () => {
  it('every 201 exists after the restart, no seat twice, counters match, no half-finished key', async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-crash-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    // set up the flight and the customers before the server owns the data directory
    const setup = await openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
    await setup.migrate();
    const signer = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), {
      database: setup,
      logger: false,
    });
    const seats = 30;
    const planned = await planBookings(setup.db, signer, seats);
    await signer.close();
    await setup.close();

    let server: StartedServer = await startServer(env);
    const outcomes: (Outcome | undefined)[] = await runLoad(planned, () => server.url, {
      concurrency: 8,
      crashAfter: 20,
      crash: () => server.child.kill('SIGKILL'),
    });
    await server.exited;
    expect(outcomes.filter((o) => o === undefined).length).toBeGreaterThan(0);

    server = await startServer(env);
    await retryUnanswered(planned, outcomes, () => server.url);
    expect(outcomes.every((o) => o !== undefined && (o.status === 201 || o.status === 409))).toBe(true);
    expect(outcomes.filter((o) => o?.status === 201)).toHaveLength(seats);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const after = await openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
    try {
      expect(await checkInvariants(after.db, planned[0]!.body.flightId!, outcomes)).toEqual({
        answered201Missing: 0,
        seatsHeldTwice: 0,
        countersOff: 0,
        halfFinishedKeys: 0,
      });
    } finally {
      await after.close();
    }
  }, 240_000);
});
