import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  type Invariants,
  type Outcome,
  type PlannedBooking,
  checkInvariants,
  planBookings,
  retryUnanswered,
  sendBooking,
} from '../src/test/crash-load';
import type { TestSmtpServer } from '../src/test/smtp';

/**
 * The crash soak (docs/benchmarks.md): booking attempts with Idempotency-Keys against server
 * processes, one of which is killed with SIGKILL every so often and started again; what was left
 * without an answer is retried with its key. Then the books are checked: bookings, seats, counters,
 * half-done keys, and the mail of every booking made (the outbox).
 */

/** The settings of a run, from the environment: `SOAK_ATTEMPTS`, `SOAK_KILL_EVERY_S` ("20-40"). */
export function soakSettings() {
  const attempts = Number(process.env.SOAK_ATTEMPTS ?? 10_000);
  const [min, max] = (process.env.SOAK_KILL_EVERY_S ?? '20-40').split('-').map(Number);
  if (!Number.isInteger(attempts) || attempts < 2 || !(min! > 0) || !(max! >= min!))
    throw new Error('SOAK_ATTEMPTS is a whole number ≥ 2 and SOAK_KILL_EVERY_S "min-max" seconds');
  return { attempts, killEveryMs: [min! * 1000, max! * 1000] as const };
}

export interface SoakTarget {
  /** the URL of a process taking requests now, for the request numbered `i` */
  url(i: number): string | Promise<string>;
  /** SIGKILL one process and start it again; resolves once it takes requests */
  killAndRestart(): Promise<void>;
}

export interface SoakFigures extends Invariants {
  attempts: number;
  kills: number;
  created: number;
  /** refused with 409: another customer had the seat */
  seatTaken: number;
  /** anything else, unanswered included, after every retry */
  otherAnswers: number;
  retried: number;
  /** bookings made whose mail never arrived */
  mailsLost: number;
  /** bookings made that got two different mails of their booking: a job run twice where it shows */
  mailsTwice: number;
  /** the same mail (one Message-ID) delivered again after a kill mid-send: a mail reader shows it once */
  mailsRedelivered: number;
  /** from the start of the wait for mail (after the run, or after reading the books) to the last mail's arrival */
  mailSeconds: number;
  /** jobs that ran out of tries (the back office's failed jobs) */
  jobsFailed: number;
  /** jobs not yet done when the books were read */
  jobsPending: number;
  /** mail jobs not completed, by state, tries and last error */
  mailJobsNotDone: Record<string, number>;
  seconds: number;
}

const SEATS_A_FLIGHT = 150;

/** Flights and customers for `attempts` attempts: two customers for each seat. */
export async function planSoak(db: Db, signer: FastifyInstance, attempts: number): Promise<PlannedBooking[]> {
  const planned: PlannedBooking[] = [];
  while (planned.length < attempts) {
    const seats = Math.min(SEATS_A_FLIGHT, Math.ceil((attempts - planned.length) / 2));
    planned.push(...(await planBookings(db, signer, seats)));
  }
  return planned.slice(0, attempts);
}

/** Sends every attempt, `concurrency` at a time, while a process is killed every `killEveryMs`. */
export async function runSoak(
  planned: PlannedBooking[],
  target: SoakTarget,
  killEveryMs: readonly [number, number],
  concurrency = 16,
) {
  const started = Date.now();
  const outcomes: (Outcome | undefined)[] = new Array(planned.length);
  let next = 0;
  let done = false;
  let kills = 0;
  // on a machine fast enough to send every attempt before the first interval ends, the first kill
  // comes when half the attempts are sent: every run kills at least once mid-load
  let halfway: () => void = () => {};
  const halfSent = new Promise<void>((resolve) => (halfway = resolve));
  const killer = (async () => {
    while (!done) {
      const wait = killEveryMs[0] + Math.random() * (killEveryMs[1] - killEveryMs[0]);
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, wait)),
        ...(kills === 0 ? [halfSent] : []),
      ]);
      if (done) break;
      await target.killAndRestart();
      kills++;
    }
  })();
  const worker = async () => {
    while (next < planned.length) {
      const i = next++;
      if (i === Math.floor(planned.length / 2)) halfway();
      outcomes[i] = await sendBooking(await target.url(i), planned[i]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  done = true;
  await killer;
  let turn = 0;
  const urls = await Promise.all(Array.from({ length: 2 }, () => target.url(turn++)));
  const retried = await retryUnanswered(planned, outcomes, () => urls[turn++ % 2]!);
  return { outcomes, kills, retried, started };
}

/**
 * Waits for the mail of every booking made for as long as mails keep arriving (`stallMs` without a
 * new one ends the wait), so that a queue slow to drain is not taken for mail lost. Counts what never
 * came and what came twice, and the seconds from the call to the last mail's arrival.
 */
export async function mailFigures(
  outcomes: (Outcome | undefined)[],
  smtp: TestSmtpServer,
  stallMs = 180_000,
) {
  const trackingIds = outcomes.filter((o) => o?.status === 201).map((o) => o!.trackingId!);
  const mailsOf = () => {
    const byTracking = new Map<string, string[]>();
    for (const mail of smtp.messages) {
      const id = /\b[0-9A-Z]{12}\b/.exec(mail.subject ?? '')?.[0];
      if (id) byTracking.set(id, [...(byTracking.get(id) ?? []), mail.messageId ?? '']);
    }
    return byTracking;
  };
  const started = Date.now();
  let arrived = smtp.messages.length;
  let lastArrival = started;
  const someMissing = () => {
    const mails = mailsOf();
    return trackingIds.some((id) => !mails.has(id));
  };
  while (Date.now() - lastArrival < stallMs && someMissing()) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (smtp.messages.length > arrived) [arrived, lastArrival] = [smtp.messages.length, Date.now()];
  }
  const mails = mailsOf();
  const distinct = (id: string) => new Set(mails.get(id)).size;
  return {
    mailsLost: trackingIds.filter((id) => !mails.has(id)).length,
    mailsTwice: trackingIds.filter((id) => distinct(id) > 1).length,
    mailsRedelivered: trackingIds.filter((id) => (mails.get(id)?.length ?? 0) > distinct(id)).length,
    mailSeconds: Math.round((lastArrival - started) / 1000),
  };
}

/** The books after a run: every answered booking there, no seat held twice, every counter exact, no half-done key. */
export async function bookFigures(
  db: Db,
  planned: PlannedBooking[],
  run: Awaited<ReturnType<typeof runSoak>>,
): Promise<Omit<SoakFigures, keyof Awaited<ReturnType<typeof mailFigures>>>> {
  const jobs = await db.execute<{ failed: number; pending: number }>(sql`
    select count(*) filter (where state = 'failed')::int as failed,
      count(*) filter (where state in ('created', 'retry', 'active'))::int as pending
    from pgboss.job`);
  // why a mail job is not done: its state, its tries and its last error, counted
  const unfinished = await db.execute<{ why: string; count: number }>(sql`
    select state || ' after ' || retry_count || ' retries: ' || coalesce(output->>'message', output::text, '') as why,
      count(*)::int as count
    from (select state, retry_count, output, name from pgboss.job
          union all select state, retry_count, output, name from pgboss.archive) j
    where name = 'mail' and state <> 'completed' group by 1`);
  const invariants: Invariants = {
    answered201Missing: 0,
    seatsHeldTwice: 0,
    countersOff: 0,
    halfFinishedKeys: 0,
  };
  const flights = [...new Set(planned.map((p) => p.body.flightId!))];
  for (const flightId of flights) {
    const found = await checkInvariants(
      db,
      flightId,
      run.outcomes.filter((_, i) => planned[i]!.body.flightId === flightId),
    );
    invariants.answered201Missing += found.answered201Missing;
    invariants.seatsHeldTwice += found.seatsHeldTwice;
    invariants.countersOff += found.countersOff;
    invariants.halfFinishedKeys = found.halfFinishedKeys;
  }
  return {
    attempts: planned.length,
    kills: run.kills,
    created: run.outcomes.filter((o) => o?.status === 201).length,
    seatTaken: run.outcomes.filter((o) => o?.status === 409).length,
    otherAnswers: run.outcomes.filter((o) => o?.status !== 201 && o?.status !== 409).length,
    retried: run.retried,
    ...invariants,
    jobsFailed: jobs.rows[0]!.failed,
    jobsPending: jobs.rows[0]!.pending,
    mailJobsNotDone: Object.fromEntries(unfinished.rows.map((r) => [r.why.slice(0, 160), r.count])),
    seconds: Math.round((Date.now() - run.started) / 1000),
  };
}

/** Prints a run's figures and holds them to the soak's targets: nothing lost, nothing twice, nothing off. */
export function expectSoundBooks(run: string, figures: SoakFigures) {
  console.log(`crash soak, ${run}: ${JSON.stringify(figures)}`);
  expect(figures.kills).toBeGreaterThan(0);
  expect(figures).toMatchObject({
    otherAnswers: 0,
    answered201Missing: 0,
    seatsHeldTwice: 0,
    countersOff: 0,
    halfFinishedKeys: 0,
    jobsFailed: 0,
    mailsLost: 0,
    mailsTwice: 0,
  });
}
