import type { JobQueue } from '../../platform/jobs';
import type { MessengerDeposits } from './deposits';
import type { MessengerWithdrawals } from './withdrawals';

export const MESSENGER_PAYMENT_JOBS = {
  /** Tick: asks the providers about unpaid invoices whose webhook may have been lost. */
  invoiceStatus: 'messenger-payments.invoice-status',
  /** Tick: sends again xRocket and Crypto Pay transfers no answer came for. */
  transfers: 'messenger-payments.transfers',
} as const;

/** Both ticks are idempotent: an invoice is credited once, a transfer keyed by our id. */
export function defineMessengerPaymentJobs(
  jobs: JobQueue,
  deps: {
    deposits: Pick<MessengerDeposits, 'checkActiveInvoices'>;
    withdrawals: Pick<MessengerWithdrawals, 'retryPending'>;
  },
): void {
  jobs.every({
    name: MESSENGER_PAYMENT_JOBS.invoiceStatus,
    everySeconds: 30,
    run: async () => ({ credited: await deps.deposits.checkActiveInvoices() }),
  });
  jobs.every({
    name: MESSENGER_PAYMENT_JOBS.transfers,
    everySeconds: 30,
    run: async () => ({ ended: await deps.withdrawals.retryPending() }),
  });
}
