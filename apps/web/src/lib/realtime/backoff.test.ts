import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from 0.5 s and stops at 30 s', () => {
    const highest = Array.from({ length: 9 }, (_, attempt) => reconnectDelay(attempt, () => 1));
    expect(highest).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('never waits less than half the ceiling, so jitter cannot make a reconnect storm', () => {
    const lowest = Array.from({ length: 8 }, (_, attempt) => reconnectDelay(attempt, () => 0));
    expect(lowest).toEqual([250, 500, 1000, 2000, 4000, 8000, 15000, 15000]);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
  });
});
