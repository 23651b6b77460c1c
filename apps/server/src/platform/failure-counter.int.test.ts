import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisFailureCounter } from './failure-counter';

/** The Redis store must behave like the memory one; runs when REDIS_URL is set. */
describe.skipIf(!process.env.REDIS_URL)('redis failure counter', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `wh:test:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts within a window, reports the wait, resets, and expires', async () => {
    const counter = redisFailureCounter(redis, prefix);
    expect(await counter.peek('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await counter.increment('a', 60_000);
    await counter.increment('a', 60_000);
    const peeked = await counter.peek('a');
    expect(peeked.count).toBe(2);
    expect(peeked.retryAfterSeconds).toBeGreaterThan(0);
    expect(peeked.retryAfterSeconds).toBeLessThanOrEqual(60);
    await counter.reset('a');
    expect((await counter.peek('a')).count).toBe(0);
    await counter.increment('b', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await counter.peek('b')).count).toBe(0);
  });
});
