import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatOrders, fiatProcessorEvents } from '../schema';

/** The part of a fiat order a processor callback is matched against. */
export interface ProcessorOrderRef {
  id: string;
  userId: number;
  side: 'buy' | 'sell';
  processor: 'desk' | 'external';
  externalId: string | null;
  currency: string;
  amountMinor: bigint;
  status: string;
}

const refColumns = {
  id: fiatOrders.id,
  userId: fiatOrders.userId,
  side: fiatOrders.side,
  processor: fiatOrders.processor,
  externalId: fiatOrders.externalId,
  currency: fiatOrders.currency,
  amountMinor: fiatOrders.amountMinor,
  status: fiatOrders.status,
};

/**
 * The P2P processor's callbacks: `fiat_processor_events` (one row per event id, the dedup key)
 * and the external orders they are about. Callbacks have no user; an order is found only by its
 * id together with the processor's external id, never by either alone.
 */
export function processorEventsRepository(db: Database) {
  return {
    /** Records an event once; false when its eventId was already recorded (a replay). */
    async record(
      event: { eventId: string; orderId: string; payload: Record<string, unknown> },
      executor: Database,
    ): Promise<boolean> {
      const rows = await executor
        .insert(fiatProcessorEvents)
        .values(event)
        .onConflictDoNothing({ target: fiatProcessorEvents.eventId })
        .returning({ eventId: fiatProcessorEvents.eventId });
      return rows.length > 0;
    },

    /** The external order with this id and the processor's id for it. */
    async externalOrder(
      orderId: string,
      externalId: string,
      executor: Database = db,
    ): Promise<ProcessorOrderRef | undefined> {
      const [row] = await executor
        .select(refColumns)
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.id, orderId),
            eq(fiatOrders.processor, 'external'),
            eq(fiatOrders.externalId, externalId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The callbacks recorded about an order, oldest first (staff views). */
    async ofOrder(orderId: string, executor: Database = db) {
      return executor
        .select()
        .from(fiatProcessorEvents)
        .where(eq(fiatProcessorEvents.orderId, orderId))
        .orderBy(asc(fiatProcessorEvents.receivedAt), asc(fiatProcessorEvents.eventId));
    },

    /** A buy order of the simulated processor's invoice page, by the processor's id. */
    async externalBuyOrder(
      externalId: string,
      executor: Database = db,
    ): Promise<ProcessorOrderRef | undefined> {
      const [row] = await executor
        .select(refColumns)
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.processor, 'external'),
            eq(fiatOrders.externalId, externalId),
            eq(fiatOrders.side, 'buy'),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
