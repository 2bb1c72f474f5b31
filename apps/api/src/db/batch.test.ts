import { describe, expect, it } from 'vitest';
import { batcher } from './batch';

/** A run whose calls the test ends by hand, recording what each call carried. */
function recordingRun() {
  const calls: { items: number[]; finish: () => void; fail: (e: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ items, finish: () => resolve(items.map((i) => `done ${i}`)), fail: reject });
    });
  return { calls, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batcher', () => {
  it('sends an item at once when no call is in flight, and what queued meanwhile in the next call', async () => {
    const { calls, run } = recordingRun();
    const submit = batcher(run, { inFlight: 1, max: 10 });
    const first = submit(1);
    const rest = [2, 3, 4].map((i) => submit(i));
    expect(calls.map((c) => c.items)).toEqual([[1]]);
    calls[0]!.finish();
    expect(await first).toBe('done 1');
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('keeps at most inFlight calls and max items a call', async () => {
    const { calls, run } = recordingRun();
    const submit = batcher(run, { inFlight: 2, max: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((i) => submit(i));
    expect(calls.map((c) => c.items)).toEqual([[1], [2]]);
    calls[0]!.finish();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3, 4]]);
    calls[1]!.finish();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3, 4], [5, 6]]);
    calls[2]!.finish();
    calls[3]!.finish();
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it('sends what pick chooses, in its order, and leaves the rest for a later call', async () => {
    const { calls, run } = recordingRun();
    const evenFirst = (queued: number[]) => queued.filter((i) => i % 2 === 0).reverse();
    const submit = batcher(run, { inFlight: 1, max: 10, pick: evenFirst });
    const answers = [1, 2, 3, 4, 6].map((i) => submit(i));
    // 1 went alone (nothing even was queued, so the first item goes)
    calls[0]!.finish();
    await tick();
    expect(calls[1]!.items).toEqual([6, 4, 2]);
    calls[1]!.finish();
    await tick();
    expect(calls[2]!.items).toEqual([3]);
    calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 6']);
  });

  it('fails the items of a failed call only', async () => {
    const { calls, run } = recordingRun();
    const submit = batcher(run, { inFlight: 1, max: 10 });
    const first = submit(1);
    const second = submit(2);
    calls[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    calls[1]!.finish();
    expect(await second).toBe('done 2');
  });

  it('fails every item of a call that answers the wrong number of outcomes', async () => {
    const submit = batcher(async () => ['only one'], { inFlight: 1, max: 10 });
    const first = submit(1);
    const [second, third] = [submit(2), submit(3)];
    expect(await first).toBe('only one');
    await expect(second).rejects.toThrow('wrong number');
    await expect(third).rejects.toThrow('wrong number');
  });
});
