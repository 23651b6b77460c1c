import type { FiatProcessorEvent } from '@wheelhouse/contracts/fiat-processor';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { CurrenciesService } from '../../currencies';
import type { BuyActor, BuyTransitions } from '../buy-orders/transitions';
import type { BuyStatus } from '../buy-orders/repository';
import { processorEventsRepository } from './repository';

/**
 * A processor's success confirms from these: the money arrived, so it is credited even when the
 * order had expired (timeouted) or the player had not pressed "paid" yet. A success after a
 * decline or on a disputed order is left to the desk (the dispute decides), answered 200 and
 * recorded so the processor stops.
 */
export const PROCESSOR_CONFIRMABLE: BuyStatus[] = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
  'timeouted',
];

/** Shown to the player when a failed callback gives no reason. */
export const PROCESSOR_PAYMENT_FAILED = 'payment_failed';
export const PROCESSOR_PAYOUT_FAILED = 'payout_failed';

/** The sell desk's part in payout callbacks (desk/sell-service.ts); false when there was nothing to do. */
export interface ProcessorPayoutHandlers {
  payoutSucceeded(orderId: string, executor: Database): Promise<boolean>;
  payoutFailed(orderId: string, reason: string, executor: Database): Promise<boolean>;
}

export interface FiatProcessorEventsDeps {
  db: Database;
  transitions: Pick<BuyTransitions, 'confirm' | 'decline' | 'markPending' | 'expire'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  /** Absent: payout callbacks change nothing (no sell desk wired). */
  payouts?: ProcessorPayoutHandlers;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

function isConflict(error: unknown): boolean {
  return error instanceof AppError && error.code === 'conflict';
}

/**
 * Acts on the P2P processor's status callbacks, each in one transaction with its dedup row:
 * the event id is recorded first (a replay, or a second delivery racing the first, finds it and
 * changes nothing), then the order moves through the buy transitions (processing → pending,
 * success → completed and credited, failed → declined, expired → timeouted) or the sell desk
 * (payout_success → completed, payout_failed → declined with the hold back). An event the order's
 * state no longer allows (e.g. expired after success) is recorded and changes nothing.
 *
 * A success whose amount differs from the order credits what arrived (converted at the rate of
 * the moment); the difference is the order's additonalAmountChange.
 */
export function fiatProcessorEvents(deps: FiatProcessorEventsDeps) {
  const repository = processorEventsRepository(deps.db);

  async function act(event: FiatProcessorEvent, tx: Database): Promise<boolean> {
    const order = await repository.externalOrder(event.orderId, event.externalId, tx);
    if (!order) throw new AppError('not_found', { message: 'No such processor order' });
    if (order.currency !== event.currency)
      throw new AppError('validation_error', {
        fields: { currency: { key: 'Validation.invalid_format' } },
      });
    const payout = event.status === 'payout_success' || event.status === 'payout_failed';
    if (payout !== (order.side === 'sell'))
      throw new AppError('validation_error', {
        fields: { status: { key: 'Validation.invalid_format' } },
      });
    const actor: BuyActor = { kind: 'processor', eventId: event.eventId };
    switch (event.status) {
      case 'processing':
        return (await deps.transitions.markPending(order.id, actor, tx)).changed;
      case 'success': {
        const currency = await deps.currencies.requireCurrency(order.currency, tx);
        const paid = parseAmount(event.amount, currency.ledgerScale);
        if (!paid.ok || paid.minor <= 0n)
          throw new AppError('validation_error', {
            fields: { amount: { key: 'Validation.invalid_amount' } },
          });
        const result = await deps.transitions.confirm(
          order.id,
          {
            actor,
            from: PROCESSOR_CONFIRMABLE,
            ...(paid.minor === order.amountMinor ? {} : { amountMinor: paid.minor }),
          },
          tx,
        );
        return result.changed;
      }
      case 'failed':
        return (
          await deps.transitions.decline(
            order.id,
            { actor, reason: event.reason ?? PROCESSOR_PAYMENT_FAILED },
            tx,
          )
        ).changed;
      case 'expired':
        return (await deps.transitions.expire(order.id, tx, { force: true })).changed;
      case 'payout_success':
        return deps.payouts ? deps.payouts.payoutSucceeded(order.id, tx) : false;
      case 'payout_failed':
        return deps.payouts
          ? deps.payouts.payoutFailed(order.id, event.reason ?? PROCESSOR_PAYOUT_FAILED, tx)
          : false;
    }
  }

  return {
    /**
     * One callback, once: `changed` false for a replayed event id or an event the order's state
     * no longer allows. 404 for an order we do not know by this id and externalId (nothing is
     * recorded, so a corrected delivery can still act).
     */
    async handle(event: FiatProcessorEvent): Promise<{ changed: boolean }> {
      const changed = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const fresh = await repository.record(
          { eventId: event.eventId, orderId: event.orderId, payload: { ...event } },
          tx,
        );
        if (!fresh) return false;
        try {
          return await act(event, tx);
        } catch (error) {
          // The compare-and-set found the order elsewhere: nothing was written but the event row.
          if (isConflict(error)) return false;
          throw error;
        }
      });
      if (changed) deps.onCommitted();
      return { changed };
    },

    /** The simulated processor's invoice page: the buy order behind an invoice id. */
    async invoice(externalId: string) {
      const order = await repository.externalBuyOrder(externalId);
      if (!order) throw new AppError('not_found');
      const currency = await deps.currencies.requireCurrency(order.currency);
      return { ...order, amount: formatAmount(order.amountMinor, currency.ledgerScale) };
    },
  };
}

export type FiatProcessorEventsService = ReturnType<typeof fiatProcessorEvents>;
