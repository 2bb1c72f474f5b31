import { Agent } from 'node:http';
import { type mix, send } from './memory-load';

const CONCURRENCY = 24;
/** Time for the server to see the closed connections before it is measured. */
const SETTLE_MS = 1000;
/** A machine too slow for the pace gets this much more time, then the run ends short of its count. */
const SLACK = 1.5;

export interface PaceHooks {
  /** requests before the first quiet measure */
  warmUp: number;
  everyMs: number;
  onTick(done: number): Promise<void>;
  /** the load stopped and its connections closed: after warm-up, and at the end */
  onQuiet(label: string, done: number): Promise<void>;
}

/**
 * Sends `total` calls of the mix, `CONCURRENCY` at a time on keep-alive connections, request i due
 * at i × durationMs / total from the start (the quiet pauses not counted): faster than that, a worker
 * waits; slower, the run stops at 1.5 × durationMs with what it sent (figures.requests says how many).
 */
export async function runPaced(
  url: URL,
  calls: ReturnType<typeof mix>,
  total: number,
  durationMs: number,
  hooks: PaceHooks,
) {
  const figures = { requests: 0, wrong: 0, unanswered: 0, created: 0, seconds: 0, perSecond: 0 };
  const byKind: Record<string, number> = {};
  const wrongExamples: string[] = [];
  let paused = 0;
  const started = Date.now();
  let next = 0;

  /** Sends calls up to index `end`, or until `share` of the run's time (× 1.5 for a slow machine) is over. */
  const phase = async (end: number, share: number) => {
    const deadline = () => started + paused + share * durationMs * SLACK;
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const phaseStart = Date.now();
    const worker = async () => {
      while (next < end && Date.now() < deadline()) {
        const i = next++;
        const due = started + paused + (i * durationMs) / total;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
        const call = calls.call(i);
        byKind[call.kind] = (byKind[call.kind] ?? 0) + 1;
        try {
          const answer = await send(url, agent, call);
          figures.requests++;
          const right = call.expect.includes(answer.status) && (call.method !== 'HEAD' || answer.bytes === 0);
          if (!right) {
            figures.wrong++;
            if (wrongExamples.length < 10)
              wrongExamples.push(`${call.method} ${call.path}: ${answer.status}`);
          }
          if (call.kind === 'booking' && answer.status === 201) {
            figures.created++;
            const trackingId = (JSON.parse(answer.body) as { data: { trackingId: string } }).data.trackingId;
            calls.booked(trackingId);
          }
        } catch (error) {
          figures.unanswered++;
          figures.wrong++;
          if (wrongExamples.length < 10) wrongExamples.push(`${call.method} ${call.path}: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return Date.now() - phaseStart;
  };

  let ticking = false;
  const ticker = setInterval(() => {
    if (ticking) return;
    ticking = true;
    hooks.onTick(next).finally(() => (ticking = false));
  }, hooks.everyMs);
  try {
    await phase(hooks.warmUp, hooks.warmUp / total);
    const pauseStart = Date.now();
    await hooks.onQuiet('after warm-up', next);
    paused += Date.now() - pauseStart;
    await phase(total, 1);
    await hooks.onQuiet('at the end', next);
  } finally {
    clearInterval(ticker);
  }
  figures.seconds = Math.round((Date.now() - started) / 1000);
  figures.perSecond = Math.round(figures.requests / figures.seconds);
  return { figures: { ...figures, byKind }, wrongExamples };
}
