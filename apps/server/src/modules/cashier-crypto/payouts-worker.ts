import type { PayoutsService } from './payouts';
import type { WithdrawalReviewService } from './withdrawal-review';

/**
 * The worker role's withdrawal loop: every `intervalMs` (never overlapping) it approves the small
 * withdrawals that are due (automatic approval) and collects the results of sent payouts from a
 * polling gateway. Both steps are idempotent, so several processes may run it. stop() waits for a
 * run in progress.
 */
export function startWithdrawalWorker(options: {
  review: Pick<WithdrawalReviewService, 'approveDue'>;
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
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      await step('automatic approval', () => options.review.approveDue());
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
