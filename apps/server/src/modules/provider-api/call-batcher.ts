/**
 * Gathers calls that arrive while earlier batches run into batches of one kind, each run by one
 * statement (batched-statements.ts). A batch starts as soon as fewer than `maxInFlight` run, so a
 * lone call waits for nothing; under load the calls that queued meanwhile go together. No two calls
 * in a batch, or in batches running at once, share a key (a player, a provider's transaction,
 * request or round): a player's calls run one after the other, as their rows would lock anyway.
 */
export interface CallBatcherOptions<K extends string, C, A> {
  maxSize: number;
  maxInFlight: number;
  keysOf(call: C): string[];
  /** Answers by index in `calls`; null or a missing index: that call goes another way. */
  run(kind: K, calls: C[]): Promise<Map<number, A> | null>;
}

interface Waiting<K, C, A> {
  kind: K;
  call: C;
  keys: string[];
  resolve(answer: A | null): void;
  reject(error: unknown): void;
}

export function callBatcher<K extends string, C, A>(options: CallBatcherOptions<K, C, A>) {
  const queue: Array<Waiting<K, C, A>> = [];
  const running = new Set<string>();
  let inFlight = 0;

  function takeBatch(): Array<Waiting<K, C, A>> {
    const batch: Array<Waiting<K, C, A>> = [];
    const taken = new Set<string>();
    for (let index = 0; index < queue.length && batch.length < options.maxSize;) {
      const waiting = queue[index]!;
      const free =
        (batch.length === 0 || waiting.kind === batch[0]!.kind) &&
        waiting.keys.every((key) => !running.has(key) && !taken.has(key));
      if (!free) {
        index += 1;
        continue;
      }
      for (const key of waiting.keys) taken.add(key);
      batch.push(waiting);
      queue.splice(index, 1);
    }
    return batch;
  }

  function start(batch: Array<Waiting<K, C, A>>) {
    inFlight += 1;
    const keys = batch.flatMap((waiting) => waiting.keys);
    for (const key of keys) running.add(key);
    options
      .run(
        batch[0]!.kind,
        batch.map((waiting) => waiting.call),
      )
      .then(
        (answers) => {
          batch.forEach((waiting, index) => waiting.resolve(answers?.get(index) ?? null));
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        for (const key of keys) running.delete(key);
        pump();
      });
  }

  function pump() {
    while (inFlight < options.maxInFlight) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      start(batch);
    }
  }

  return {
    submit(kind: K, call: C): Promise<A | null> {
      return new Promise((resolve, reject) => {
        queue.push({ kind, call, keys: options.keysOf(call), resolve, reject });
        pump();
      });
    },
  };
}
