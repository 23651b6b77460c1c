import type { Redis } from 'ioredis';
import type { Clock } from './clock';

/**
 * Counts events (failed sign-ins) per key in a fixed window. One interface, two stores: memory for a
 * single process, Redis when several processes must share the count.
 */
export interface FailureCounter {
  /** Current count and the seconds until the window ends (0 when there is no window). */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryFailureCounter(clock: Clock): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= clock.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async peek(key) {
      const entry = live(key);
      if (!entry) return { count: 0, retryAfterSeconds: 0 };
      return {
        count: entry.count,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.endsAt - clock.now().getTime()) / 1000)),
      };
    },
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: clock.now().getTime() + windowMs });
      // Drop finished windows now and then so the map stays bounded by recent activity.
      if (windows.size > 10_000) for (const name of [...windows.keys()]) live(name);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisFailureCounter(redis: Redis, prefix: string): FailureCounter {
  const name = (key: string) => `${prefix}${key}`;
  return {
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      const value = Number(count ?? 0);
      if (!value) return { count: 0, retryAfterSeconds: 0 };
      return { count: value, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
    },
    async increment(key, windowMs) {
      // The window starts at the first failure: set its expiry only when the key is new.
      await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').exec();
    },
    async reset(key) {
      await redis.del(name(key));
    },
    async close() {
      // The Redis connection belongs to the app; it closes it.
    },
  };
}
