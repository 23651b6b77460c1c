import type { PayoutsService } from './payouts';
import type { WithdrawalReviewService } from './withdrawal-review';

/** Most ticks the worker waits between attempts to send payouts while the gateway keeps failing. */
export const MAX_RESEND_BACKOFF_TICKS = 64;

/** Ticks to skip after `failures` failed send runs in a row: 0, 1, 3, 7, … (doubling waits). */
export function resendBackoffTicks(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(2 ** (failures - 1), MAX_RESEND_BACKOFF_TICKS) - 1;
}

/**
 * The worker role's withdrawal loop: every `intervalMs` (never overlapping) it approves the small
 * withdrawals that are due (automatic approval), sends again the payouts the gateway has not
 * taken (waiting twice as many ticks after each failed run, up to MAX_RESEND_BACKOFF_TICKS), and
 * collects the results of sent payouts from a polling gateway. Every step is idempotent, so
 * several processes may run it. stop() waits for a run in progress.
 */
export function startWithdrawalWorker(options: {
  review: Pick<WithdrawalReviewService, 'approveDue' | 'resendUnsentPayouts'>;
  payouts: Pick<PayoutsService, 'processSentPayouts'>;
  intervalMs: number;
  log: { warn: (object: unknown, message: string) => void };
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const step = async (name: string, run: () => Promise<number>) => {
    try {
      await run();
    } catch (error) {
      options.log.warn({ err: error }, `crypto withdrawal ${name} failed`);
    }
  };
  let resendFailures = 0;
  let resendSkips = 0;
  const resend = async () => {
    if (resendSkips > 0) {
      resendSkips -= 1;
      return 0;
    }
    const { sent, failed } = await options.review.resendUnsentPayouts();
    resendFailures = failed ? resendFailures + 1 : 0;
    resendSkips = resendBackoffTicks(resendFailures);
    return sent;
  };
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      await step('automatic approval', () => options.review.approveDue());
      await step('payout sending', resend);
      await step('payout results', () => options.payouts.processSentPayouts());
    })().finally(() => {
      running = undefined;
    });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
