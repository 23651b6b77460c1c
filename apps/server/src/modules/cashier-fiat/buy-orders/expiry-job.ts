import type { Clock } from '../../../platform/clock';
import type { JobQueue } from '../../../platform/jobs';
import type { Database } from '../../../platform/db/client';
import type { BuyTransitions } from './transitions';
import { ordersRepository } from './repository';

/** Orders expired per batch (one transaction each batch). */
const BATCH = 100;

/**
 * Moves deposit orders still awaiting payment (waiting, pay_external_invoice) past their
 * expiresAt to `timeouted`, with the history status and `transaction` event, in batches. Safe to
 * run from several processes at once: each batch locks its orders with FOR UPDATE SKIP LOCKED, and
 * each move is a compare-and-set, so an order expires once whoever runs. Returns how many expired.
 */
export async function expireDueOrders(deps: {
  db: Database;
  clock: Clock;
  transitions: Pick<BuyTransitions, 'expire'>;
  onCommitted: () => void;
}): Promise<number> {
  const orders = ordersRepository(deps.db);
  let expired = 0;
  for (;;) {
    const moved = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const ids = await orders.lockExpired(deps.clock.now(), BATCH, tx);
      let count = 0;
      for (const id of ids) if ((await deps.transitions.expire(id, tx)).changed) count += 1;
      return { count, full: ids.length === BATCH };
    });
    if (moved.count > 0) deps.onCommitted();
    expired += moved.count;
    if (!moved.full) return expired;
  }
}

/** The fiat deposit orders' expiry (queue name). */
export const FIAT_EXPIRY_JOB = 'fiat.expire-orders';

/**
 * Tick, every 5 seconds: deposit orders still awaiting payment past their expiresAt become
 * timeouted (expireDueOrders). Idempotent: each order is locked (SKIP LOCKED) and moved with a
 * compare-and-set, so running it twice, or in two processes, expires an order once.
 */
export function defineFiatExpiryJob(jobs: JobQueue, deps: Parameters<typeof expireDueOrders>[0]) {
  jobs.every({
    name: FIAT_EXPIRY_JOB,
    everySeconds: 5,
    run: async () => ({ expired: await expireDueOrders(deps) }),
  });
}
