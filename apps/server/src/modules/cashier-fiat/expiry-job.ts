import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs';
import type { BuyTransitions } from './buy-transitions';
import { expireDueOrders } from './expiry-worker';

/** The fiat deposit orders' expiry (queue name). */
export const FIAT_EXPIRY_JOB = 'fiat.expire-orders';

/**
 * Tick, every 5 seconds: deposit orders still awaiting payment past their expiresAt become
 * timeouted (expireDueOrders). Idempotent: each order is locked (SKIP LOCKED) and moved with a
 * compare-and-set, so running it twice, or in two processes, expires an order once.
 */
export function defineFiatExpiryJob(
  jobs: JobQueue,
  deps: {
    db: Database;
    clock: Clock;
    transitions: Pick<BuyTransitions, 'expire'>;
    onCommitted: () => void;
  },
): void {
  jobs.every({
    name: FIAT_EXPIRY_JOB,
    everySeconds: 5,
    run: async () => ({ expired: await expireDueOrders(deps) }),
  });
}
