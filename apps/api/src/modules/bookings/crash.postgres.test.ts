import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, type Outcome, planBookings, retryUnanswered, runLoad } from '../../test/crash-load';
import { type ServerProcesses, startServerProcesses } from '../../test/server-processes';

/**
 * Two server processes on one PostgreSQL database take bookings with Idempotency-Keys; one is
 * killed with SIGKILL mid-load and started again, and every unanswered request is retried with
 * its key. Nothing answered is lost, nothing is half done.
 */
describe('a server process killed mid-load (PostgreSQL, two processes)', () => {
  let servers: ServerProcesses;
  beforeAll(async () => {
    servers = await startServerProcesses(2);
  }, 90_000);
  afterAll(async () => servers.close());

  it('every 201 exists, no seat twice, counters match, no half-finished key', async () => {
    const seats = 60;
    const planned = await planBookings(servers.db, servers.app, seats);
    const url = (i: number) => `http://127.0.0.1:${servers.ports[i % 2]}`;
    let crashed: Promise<void> | undefined;
    const outcomes: (Outcome | undefined)[] = await runLoad(planned, url, {
      concurrency: 16,
      crashAfter: 40,
      crash: () => {
        crashed = servers.crash(0);
      },
    });
    await crashed;
    const unanswered = outcomes.filter((o) => o === undefined).length;
    expect(unanswered).toBeGreaterThan(0);

    await servers.restart(0);
    let turn = 0;
    await retryUnanswered(planned, outcomes, () => url(turn++));
    expect(outcomes.every((o) => o !== undefined && (o.status === 201 || o.status === 409))).toBe(true);
    expect(outcomes.filter((o) => o?.status === 201)).toHaveLength(seats);

    expect(await checkInvariants(servers.db, planned[0]!.body.flightId!, outcomes)).toEqual({
      answered201Missing: 0,
      seatsHeldTwice: 0,
      countersOff: 0,
      halfFinishedKeys: 0,
    });
  }, 180_000);
});
