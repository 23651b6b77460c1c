import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RESEND_BACKOFF_TICKS,
  resendBackoffTicks,
  startWithdrawalWorker,
} from './payouts-worker';

afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawal worker', () => {
  it('sends unsent payouts again at once after one failure, then waits twice as long each time', () => {
    expect([0, 1, 2, 3, 4, 5].map(resendBackoffTicks)).toEqual([0, 0, 1, 3, 7, 15]);
    expect(resendBackoffTicks(40)).toBe(MAX_RESEND_BACKOFF_TICKS - 1);
  });

  it('backs off while the gateway keeps failing and runs every tick again once a send works', async () => {
    vi.useFakeTimers();
    let gatewayDown = true;
    const resendUnsentPayouts = vi.fn(async () => ({ sent: 0, failed: gatewayDown }));
    const approveDue = vi.fn(async () => 0);
    const worker = startWithdrawalWorker({
      review: { approveDue, resendUnsentPayouts },
      payouts: { processSentPayouts: async () => 0 },
      intervalMs: 1000,
      log: { warn: () => undefined },
    });
    // Attempts on ticks 1, 2, 4, 8 and 16.
    await vi.advanceTimersByTimeAsync(16_000);
    expect(resendUnsentPayouts).toHaveBeenCalledTimes(5);
    expect(approveDue).toHaveBeenCalledTimes(16);

    gatewayDown = false;
    // The next attempt is on tick 32; from then on every tick.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(resendUnsentPayouts).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(resendUnsentPayouts).toHaveBeenCalledTimes(8);
    await worker.stop();
  });
});
