import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs';
import type { PayoutsService } from './payouts';
import type { CashierCryptoService } from './service';
import type { WithdrawalReviewService } from './withdrawal-review';

/** The crypto cashier's jobs (queue names). */
export const CRYPTO_JOBS = {
  /** Tick, every second: credits simulated-chain deposits that have their confirmations. */
  confirmDeposits: 'crypto.confirm-deposits',
  /**
   * Tick, every second: automatic approval of small withdrawals past their cancel window, a
   * payout job for every approved withdrawal the gateway has not taken, and the results of sent
   * payouts from a gateway that is asked (the simulator).
   */
  withdrawals: 'crypto.withdrawals',
  /** One withdrawal's payout sent again after the gateway failed; keyed by the withdrawal id. */
  payoutSend: 'crypto.payout-send',
} as const;

export const ZPayoutSendPayload = z
  .object({ withdrawalId: z.string().min(1).max(64).describe('The withdrawal to pay out') })
  .strict();
export type PayoutSendPayload = z.infer<typeof ZPayoutSendPayload>;

/**
 * Retries of a payout the gateway did not take: the first after about 30 s (the time an approve
 * may still be waiting for its own answer), each later one about twice as long, ten in all (about
 * 8–17 hours together) before the job is dead-lettered for staff. The withdrawal stays processing
 * (`payoutRetrying` in the back office) the whole time; nothing is paid twice.
 */
const PAYOUT_RETRY_LIMIT = 10;
const PAYOUT_RETRY_DELAY_SECONDS = 30;

export interface CashierCryptoJobsDeps {
  cashier: Pick<CashierCryptoService, 'processPendingDeposits'>;
  review: Pick<WithdrawalReviewService, 'approveDue' | 'unsentPayoutIds' | 'sendPayout'>;
  payouts: Pick<PayoutsService, 'processSentPayouts'>;
  /** The simulated chain's deposits are confirmed by us (a real gateway reports them). */
  confirmDeposits: boolean;
  /** A chain gateway to pay out through (CRYPTO_GATEWAY is not none). */
  payoutsEnabled: boolean;
  log: { warn: (object: object, message: string) => void };
}

/**
 * The crypto cashier's background work. Every step is idempotent (a deposit is credited once, a
 * withdrawal approved once, a payout paid once), so a tick or a job that runs twice, or in two
 * processes, has the effect of one.
 */
export function defineCashierCryptoJobs(jobs: JobQueue, deps: CashierCryptoJobsDeps): void {
  if (deps.confirmDeposits)
    jobs.every({
      name: CRYPTO_JOBS.confirmDeposits,
      everySeconds: 1,
      run: async () => ({ credited: await deps.cashier.processPendingDeposits() }),
    });

  if (!deps.payoutsEnabled) return;

  jobs.define({
    name: CRYPTO_JOBS.payoutSend,
    payload: ZPayoutSendPayload,
    retryLimit: PAYOUT_RETRY_LIMIT,
    retryDelaySeconds: PAYOUT_RETRY_DELAY_SECONDS,
    handler: async ({ withdrawalId }) => ({
      result: await deps.review.sendPayout(withdrawalId),
    }),
  });

  // The three steps run one after the other; one failing does not keep the others from running.
  const step = async (name: string, work: () => Promise<number>) => {
    try {
      return await work();
    } catch (error) {
      deps.log.warn({ err: error }, `crypto withdrawal ${name} failed`);
      return null;
    }
  };
  jobs.every({
    name: CRYPTO_JOBS.withdrawals,
    everySeconds: 1,
    run: async () => ({
      approved: await step('automatic approval', () => deps.review.approveDue()),
      payoutJobs: await step('payout retries', async () => {
        let queued = 0;
        // One job per withdrawal (keyed): queueing it again while it waits or is failed does nothing.
        for (const withdrawalId of await deps.review.unsentPayoutIds())
          if (await jobs.send(CRYPTO_JOBS.payoutSend, { withdrawalId }, { key: withdrawalId }))
            queued += 1;
        return queued;
      }),
      finished: await step('payout results', () => deps.payouts.processSentPayouts()),
    }),
  });
}
