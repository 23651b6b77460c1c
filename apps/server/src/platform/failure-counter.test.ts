import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { memoryFailureCounter } from './failure-counter';

describe('memory failure counter', () => {
  it('counts within a window and forgets when it ends', async () => {
    const clock = manualClock();
    const counter = memoryFailureCounter(clock);
    await counter.increment('k', 60_000);
    await counter.increment('k', 60_000);
    clock.advance(30_000);
    expect(await counter.peek('k')).toEqual({ count: 2, retryAfterSeconds: 30 });
    clock.advance(30_000);
    expect(await counter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await counter.increment('k', 60_000);
    await counter.reset('k');
    expect((await counter.peek('k')).count).toBe(0);
  });
});
