import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { fiatOrders } from '../schema';
import { AppError } from '../../../platform/errors';
import type { BonusesService } from '../../bonuses';
import type { CurrenciesService } from '../../currencies';
import type { LedgerService } from '../../ledger';
import type { UsersService } from '../../users';
import type { WalletService } from '../../wallet';
import {
  AWAITING_PAYMENT,
  ordersRepository,
  type BuyOrderChange,
  type BuyOrderRow,
  type BuyStatus,
} from './repository';

/** Who moves a buy order: a desk operator, a processor callback (its event id) or a job. */
export type BuyActor =
  { kind: 'staff'; staffId: number } | { kind: 'processor'; eventId: string } | { kind: 'system' };

export interface BuyTransitionsDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit'>;
  currencies: Pick<CurrenciesService, 'convert'>;
  wallet: Pick<WalletService, 'updateTransactionStatus'>;
  users: Pick<UsersService, 'recordCompletedDeposit'>;
  /** Activates the deposit bonuses a completed buy qualifies for, in its crediting transaction. */
  bonuses?: Pick<BonusesService, 'onDepositCredited'>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/**
 * The outcome of a transition: the order as it now stands, and whether this call changed it
 * (false: it was already in the target status, e.g. a replayed confirm; nothing moved twice).
 */
export interface BuyTransitionResult {
  order: BuyOrderRow;
  changed: boolean;
}

/** Staff (or a processor's success) confirm from these: the money arrived (spec §4, ours). */
export const CONFIRMABLE: BuyStatus[] = [
  'waiting',
  'wait_for_confirmation',
  'pending',
  'timeouted',
];
/** A decline (staff or processor) from these. */
export const DECLINABLE: BuyStatus[] = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
];
/** The desk sent the player's money back: from any unfinished or failed state but a dispute. */
export const REFUNDABLE: BuyStatus[] = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
  'timeouted',
  'declined',
];
/** The processor saw the payment and checks it. */
export const PENDABLE: BuyStatus[] = ['waiting', 'pay_external_invoice', 'wait_for_confirmation'];

/** The ledger's natural idempotency key of a buy order's credit: credited at most once. */
export function buyCreditKey(orderId: string): string {
  return `fiat-buy:${orderId}`;
}

function reviewedBy(actor: BuyActor): Pick<BuyOrderChange, 'reviewedBy'> {
  return actor.kind === 'staff' ? { reviewedBy: actor.staffId } : {};
}

function actorMetadata(actor: BuyActor): Record<string, unknown> {
  if (actor.kind === 'staff') return { actor: 'staff', staffId: actor.staffId };
  if (actor.kind === 'processor') return { actor: 'processor', eventId: actor.eventId };
  return { actor: 'system' };
}

/**
 * Status changes of fiat deposit (buy) orders after creation (cashier spec §4 and the issue's
 * status semantics). Each is one database transaction: a compare-and-set on the order's status,
 * the history row's status (which writes the `transaction` event) and, for a confirm, the ledger
 * credit (with its `balance` event), all committed together. Each takes an optional `executor`
 * so a caller can run it inside its own transaction (runAudited for staff, a processor callback's
 * dedup insert); without one it opens a transaction and nudges the outbox relay after commit.
 *
 * A transition whose order is already in the target status answers `changed: false` (a replay);
 * from any other status it is 409 conflict; an unknown id is 404.
 */
export function buyTransitions(deps: BuyTransitionsDeps) {
  const repository = ordersRepository(deps.db);

  async function inTransaction<T>(
    executor: Database | undefined,
    work: (tx: Database) => Promise<T>,
  ): Promise<T> {
    if (executor) return work(executor);
    const result = await deps.db.transaction(async (transaction) =>
      work(transaction as unknown as Database),
    );
    deps.onCommitted();
    return result;
  }

  /** CAS from `from` to `target` with `values`, then the history row; see the file comment. */
  async function move(
    orderId: string,
    from: readonly BuyStatus[],
    target: BuyStatus,
    values: BuyOrderChange,
    tx: Database,
    options: { extra?: ReturnType<typeof sql>; reason?: string | null } = {},
  ): Promise<BuyTransitionResult & { before?: BuyOrderRow }> {
    const before = await repository.byId(orderId, tx);
    if (!before) throw new AppError('not_found');
    const now = deps.clock.now();
    const order = await repository.transition(
      orderId,
      from,
      { ...values, status: target, updatedAt: now },
      tx,
      options.extra,
    );
    if (!order) {
      const current = (await repository.byId(orderId, tx)) ?? before;
      if (current.status === target) return { order: current, changed: false };
      throw new AppError('conflict', {
        message: `This order is ${current.status} and cannot become ${target}`,
      });
    }
    await deps.wallet.updateTransactionStatus(
      {
        userId: order.userId,
        id: order.id,
        status: target,
        ...(options.reason !== undefined ? { reason: options.reason } : {}),
      },
      tx,
    );
    return { order, changed: true, before };
  }

  /**
   * Credits the order (or `amountMinor`, a corrected amount in the method currency) converted to
   * the house currency at the rate of the moment (the ledger records the rate), keyed
   * `fiat-buy:<orderId>`: two confirms, a confirm racing a processor callback or a replay credit
   * once, since the status CAS lets one through and the ledger key refuses a second transfer.
   */
  async function credit(
    orderId: string,
    from: readonly BuyStatus[],
    input: { actor: BuyActor; amountMinor?: bigint },
    tx: Database,
  ): Promise<BuyTransitionResult> {
    if (input.amountMinor !== undefined && input.amountMinor <= 0n)
      throw new AppError('validation_error', {
        fields: { amount: { key: 'Validation.invalid_amount' } },
      });
    const before = await repository.byId(orderId, tx);
    if (!before) throw new AppError('not_found');
    const amountMinor = input.amountMinor ?? before.amountMinor;
    const conversion = await deps.currencies.convert(
      amountMinor,
      before.currency,
      deps.houseCurrency,
      tx,
    );
    if (conversion.amountMinor <= 0n)
      throw new AppError('validation_error', {
        fields: { amount: { key: 'Validation.invalid_amount' } },
      });
    const now = deps.clock.now();
    const moved = await move(
      orderId,
      from,
      'completed',
      {
        creditedMinor: conversion.amountMinor,
        amountChangeMinor:
          amountMinor === before.amountMinor ? null : amountMinor - before.amountMinor,
        reviewedAt: now,
        declineReason: null,
        ...reviewedBy(input.actor),
      },
      tx,
      { reason: null },
    );
    if (!moved.changed) return moved;
    await deps.ledger.credit(
      {
        reason: 'deposit',
        userId: moved.order.userId,
        amountMinor,
        currency: moved.order.currency,
        idempotencyKey: buyCreditKey(orderId),
        metadata: {
          source: 'cashier-fiat.buy',
          orderId,
          method: moved.order.methodId,
          orderedMinor: moved.order.amountMinor.toString(),
          ...actorMetadata(input.actor),
        },
      },
      tx,
    );
    await deps.users.recordCompletedDeposit(moved.order.userId, tx);
    await deps.bonuses?.onDepositCredited(tx, {
      userId: moved.order.userId,
      amountMinor: conversion.amountMinor,
      currency: deps.houseCurrency,
      channel: 'fiat',
      depositKey: buyCreditKey(orderId),
    });
    return { order: moved.order, changed: true };
  }

  return {
    /**
     * The money arrived (staff, or the processor's success callback): from waiting,
     * wait_for_confirmation, pending or timeouted (or `from`, e.g. ['disputed'] when a dispute is
     * accepted) to completed, crediting the ordered or corrected amount; the difference is the
     * order's additonalAmountChange.
     */
    confirm(
      orderId: string,
      input: { actor: BuyActor; amountMinor?: bigint; from?: readonly BuyStatus[] },
      executor?: Database,
    ): Promise<BuyTransitionResult> {
      return inTransaction(executor, (tx) => credit(orderId, input.from ?? CONFIRMABLE, input, tx));
    },

    /** Not paid or not acceptable: → declined with the reason (shown in the history). */
    decline(
      orderId: string,
      input: { actor: BuyActor; reason: string; from?: readonly BuyStatus[] },
      executor?: Database,
    ): Promise<BuyTransitionResult> {
      return inTransaction(executor, (tx) =>
        move(
          orderId,
          input.from ?? DECLINABLE,
          'declined',
          { declineReason: input.reason, reviewedAt: deps.clock.now(), ...reviewedBy(input.actor) },
          tx,
          { reason: input.reason },
        ),
      );
    },

    /** The desk sent the player's money back to their bank; nothing is credited: → refund. */
    refund(
      orderId: string,
      input: { actor: BuyActor; reason: string },
      executor?: Database,
    ): Promise<BuyTransitionResult> {
      return inTransaction(executor, (tx) =>
        move(
          orderId,
          REFUNDABLE,
          'refund',
          { declineReason: input.reason, reviewedAt: deps.clock.now(), ...reviewedBy(input.actor) },
          tx,
          { reason: input.reason },
        ),
      );
    },

    /** The processor saw the payment and is checking it: → pending. */
    markPending(
      orderId: string,
      actor: BuyActor,
      executor?: Database,
    ): Promise<BuyTransitionResult> {
      void actor;
      return inTransaction(executor, (tx) => move(orderId, PENDABLE, 'pending', {}, tx));
    },

    /**
     * Awaiting payment past expiresAt → timeouted (the expiry job; a processor's expired
     * callback passes `force` to expire it whatever the clock says).
     */
    expire(
      orderId: string,
      executor?: Database,
      options: { force?: boolean } = {},
    ): Promise<BuyTransitionResult> {
      const now = deps.clock.now();
      return inTransaction(executor, (tx) =>
        move(orderId, AWAITING_PAYMENT, 'timeouted', {}, tx, {
          extra: options.force ? undefined : sql`${fiatOrders.expiresAt} <= ${now}`,
        }),
      );
    },

    /**
     * The player says they paid (POST …/buy/{id}/paid): waiting or pay_external_invoice →
     * wait_for_confirmation with the payer's name and the receipt. A replay (already waiting for
     * confirmation) is harmless: `changed: false`.
     */
    markPaid(
      orderId: string,
      input: { paidName: string; receiptFileId: string },
      executor?: Database,
    ): Promise<BuyTransitionResult> {
      return inTransaction(executor, (tx) =>
        move(
          orderId,
          AWAITING_PAYMENT,
          'wait_for_confirmation',
          { paidName: input.paidName, receiptFileId: input.receiptFileId },
          tx,
        ),
      );
    },
  };
}

export type BuyTransitions = ReturnType<typeof buyTransitions>;
