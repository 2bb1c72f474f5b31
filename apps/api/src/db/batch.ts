/**
 * Requests that arrive while the database is busy with earlier ones go together in the next call
 * (docs/product.md#103-a-booking-in-one-round-trip, decision 024). With no call in flight, an item is sent at once, alone:
 * a quiet server adds no wait; under load, each call carries everything that queued meanwhile.
 */
export interface BatchOptions<I> {
  /** calls in flight at most, each on its own connection */
  inFlight: number;
  /** items in one call at most */
  max: number;
  /**
   * Which of the queued items go in the next call, in the order of the call; the others wait for a
   * later call. By default the first `max`.
   */
  pick?: (queued: I[], max: number) => I[];
}

interface Queued<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

/**
 * `run` gets the items of one call and answers one outcome per item, in order; if it throws, every
 * item of that call fails with its error.
 */
export function batcher<I, O>(run: (items: I[]) => Promise<O[]>, options: BatchOptions<I>) {
  const queue: Queued<I, O>[] = [];
  let running = 0;

  function take(): Queued<I, O>[] {
    if (!options.pick) return queue.splice(0, options.max);
    const chosen = options.pick(
      queue.map((q) => q.item),
      options.max,
    );
    const byItem = new Map(queue.map((q) => [q.item, q]));
    const taken = chosen.flatMap((item) => {
      const q = byItem.get(item);
      byItem.delete(item);
      return q ? [q] : [];
    });
    if (!taken.length) return queue.splice(0, 1);
    const left = new Set(byItem.values());
    const rest = queue.filter((q) => left.has(q));
    queue.length = 0;
    queue.push(...rest);
    return taken;
  }

  function next() {
    while (running < options.inFlight && queue.length) {
      const taken = take();
      running++;
      run(taken.map((q) => q.item))
        .then((outcomes) => {
          if (outcomes.length !== taken.length) throw new Error('a batch answered the wrong number of items');
          taken.forEach((q, i) => q.resolve(outcomes[i]!));
        })
        .catch((error: unknown) => taken.forEach((q) => q.reject(error)))
        .finally(() => {
          running--;
          next();
        });
    }
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      next();
    });
}
