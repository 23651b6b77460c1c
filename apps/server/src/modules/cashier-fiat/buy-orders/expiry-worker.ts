import type { Clock } from '../../../platform/clock';
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

/** Runs expireDueOrders every `intervalMs` (never overlapping); stop() waits for a run. */
export function startBuyExpiryWorker(options: {
  run: () => Promise<number>;
  intervalMs: number;
  log: { warn: (object: unknown, message: string) => void };
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, 'fiat order expiry failed'))
      .finally(() => {
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
