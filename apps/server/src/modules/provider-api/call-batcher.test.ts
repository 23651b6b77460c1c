import { describe, expect, it } from 'vitest';
import { callBatcher } from './call-batcher';

interface Call {
  id: string;
  player: string;
}

/** A batcher whose runs wait until the test releases them, recording each batch. */
function harness(maxSize = 3, maxInFlight = 1) {
  const batches: Array<{ kind: string; ids: string[]; release(fail?: boolean): void }> = [];
  const running = new Set<string>();
  const overlaps: string[] = [];
  const batcher = callBatcher<'bet' | 'win', Call, string>({
    maxSize,
    maxInFlight,
    keysOf: (call) => [`player:${call.player}`],
    run: (kind, calls) =>
      new Promise((resolve, reject) => {
        for (const call of calls) {
          if (running.has(call.player)) overlaps.push(call.player);
          running.add(call.player);
        }
        batches.push({
          kind,
          ids: calls.map((call) => call.id),
          release(fail = false) {
            for (const call of calls) running.delete(call.player);
            if (fail) reject(new Error('statement failed'));
            // The second call of every batch gets no answer (refused by its checks).
            else resolve(new Map(calls.flatMap((call, i) => (i === 1 ? [] : [[i, call.id]]))));
          },
        });
      }),
  });
  return { batcher, batches, overlaps };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('callBatcher', () => {
  it('runs a lone call at once and gathers the calls that queue meanwhile', async () => {
    const { batcher, batches } = harness();
    const first = batcher.submit('bet', { id: 'a', player: '1' });
    expect(batches.map((batch) => batch.ids)).toEqual([['a']]);

    const queued = ['b', 'c', 'd', 'e'].map((id, i) =>
      batcher.submit('bet', { id, player: String(i + 2) }),
    );
    expect(batches).toHaveLength(1);
    batches[0]!.release();
    expect(await first).toBe('a');
    await tick();
    // At most three a batch, in arrival order.
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]!.release();
    await tick();
    expect(batches[2]!.ids).toEqual(['e']);
    batches[2]!.release();
    expect(await Promise.all(queued)).toEqual(['b', null, 'd', 'e']);
  });

  it('never puts calls sharing a key together, or in batches running at once', async () => {
    const { batcher, batches, overlaps } = harness(4, 2);
    const calls = [
      batcher.submit('bet', { id: 'a', player: '1' }),
      batcher.submit('bet', { id: 'b', player: '1' }),
      batcher.submit('bet', { id: 'c', player: '2' }),
      batcher.submit('bet', { id: 'd', player: '1' }),
    ];
    // a runs alone; b waits for player 1, c may start beside it.
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['c']]);
    batches[1]!.release();
    await tick();
    expect(batches).toHaveLength(2);
    batches[0]!.release();
    await tick();
    expect(batches[2]!.ids).toEqual(['b']);
    batches[2]!.release();
    await tick();
    batches[3]!.release();
    await Promise.all(calls);
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['c'], ['b'], ['d']]);
    expect(overlaps).toEqual([]);
  });

  it('keeps bets and wins in batches of their own kind', async () => {
    const { batcher, batches } = harness(4, 1);
    const calls = [
      batcher.submit('bet', { id: 'a', player: '1' }),
      batcher.submit('win', { id: 'b', player: '2' }),
      batcher.submit('bet', { id: 'c', player: '3' }),
      batcher.submit('win', { id: 'd', player: '4' }),
    ];
    batches[0]!.release();
    await tick();
    batches[1]!.release();
    await tick();
    batches[2]!.release();
    await Promise.all(calls);
    expect(batches.map((batch) => [batch.kind, batch.ids])).toEqual([
      ['bet', ['a']],
      ['win', ['b', 'd']],
      ['bet', ['c']],
    ]);
  });

  it('fails every call of a batch whose run failed, and goes on with the next', async () => {
    const { batcher, batches } = harness(4, 1);
    const first = batcher.submit('bet', { id: 'a', player: '1' });
    const second = batcher.submit('bet', { id: 'b', player: '2' });
    batches[0]!.release(true);
    await expect(first).rejects.toThrow('statement failed');
    await tick();
    batches[1]!.release();
    expect(await second).toBe('b');
  });
});
