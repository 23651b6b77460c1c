import type {
  AdminFiatDispute,
  AdminFiatDisputeAcceptRequest,
  AdminFiatDisputesQuery,
  AdminFiatDisputesResponse,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import {
  DISPUTABLE_STATUSES,
  ZFiatOrderStatus,
  type DisputeRequest,
  type FiatOrder,
} from '@wheelhouse/contracts/fiat';
import { readDecimalAmount, validateDispute } from '@wheelhouse/contracts/fiat-rules';
import { formatAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { FileStore } from '../../../platform/file-store';
import { runAudited, type AuditEntry } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import type { UsersService } from '../../users';
import type { WalletService } from '../../wallet';
import type { BuyTransitions } from '../buy-orders/transitions';
import { disputesRepository, type DisputeRow } from './repository';
import { ordersRepository, type BuyOrderRow, type BuyStatus } from '../buy-orders/repository';
import { processorEventsRepository } from '../processor/repository';

export interface FiatDisputesDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  files: Pick<FileStore, 'saveUpload'>;
  transitions: Pick<BuyTransitions, 'confirm' | 'decline'>;
  wallet: Pick<WalletService, 'updateTransactionStatus'>;
  users: Pick<UsersService, 'me'>;
  /** The order as the player sees it (the buy service's view). */
  orderView: (order: BuyOrderRow, executor?: Database) => Promise<FiatOrder>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Thrown inside a transaction to undo it when a compare-and-set found the row already moved. */
class AlreadyChanged extends Error {}

const adminFileUrl = (id: string) => `/api/admin/files/${encodeURIComponent(id)}`;

function notOpen(): AppError {
  return new AppError('conflict', { message: 'This dispute is already resolved' });
}

/**
 * Disputes on fiat deposits (cashier spec §3–§5, issue 5 scope 5). The player opens one on their
 * buy order in timeouted, pending, declined or wait_for_confirmation: the image is stored (the
 * file store's content rules), the order turns `disputed` (compare-and-set on the status it was
 * seen in) and the dispute row is written with its history status and `transaction` event, all
 * in one transaction. A replay or a double submit finds the open dispute and answers the order as
 * it stands: one dispute. Finance staff accept (the buy transitions' confirm from `disputed`:
 * credited once, the full or a corrected amount at the rate of the moment) or reject (decline
 * from `disputed` with the reason); each resolution is a compare-and-set from `open` with its
 * audit row, so a dispute resolved twice or concurrently has one outcome.
 */
export function fiatDisputesService(deps: FiatDisputesDeps) {
  const disputes = disputesRepository(deps.db);
  const orders = ordersRepository(deps.db);
  const processorEvents = processorEventsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function scaleOf(currency: string, executor?: Database): Promise<number> {
    return (await deps.currencies.requireCurrency(currency, executor)).ledgerScale;
  }

  /** A decimal of the method currency typed by a person, or 400 with `field`. */
  function amountOf(text: string, scale: number, field: string): bigint {
    const amount = readDecimalAmount(text, scale);
    if (!amount.ok) throw new AppError('validation_error', { fields: { [field]: amount.error } });
    return amount.minor;
  }

  async function toView(
    row: DisputeRow,
    executor?: Database,
    players = new Map<number, Promise<{ globalId: string; email: string }>>(),
  ): Promise<AdminFiatDispute> {
    let player = players.get(row.userId);
    if (!player) {
      player = deps.users
        .me(row.userId)
        .then((user) => ({ globalId: user.globalId, email: user.email }));
      players.set(row.userId, player);
    }
    const order = await orders.byId(row.orderId, executor);
    if (!order) throw new Error(`dispute ${row.id} without its order`);
    const events = await processorEvents.ofOrder(order.id, executor);
    const [who, scale, houseScale] = await Promise.all([
      player,
      scaleOf(order.currency, executor),
      scaleOf(deps.houseCurrency, executor),
    ]);
    const money = (minor: bigint | null, currency: string, at: number) =>
      minor === null ? null : { value: formatAmount(minor, at), currency };
    const signed = (minor: bigint | null) =>
      minor === null
        ? null
        : minor < 0n
          ? `-${formatAmount(-minor, scale)}`
          : formatAmount(minor, scale);
    return {
      id: row.id,
      status: row.status,
      player: who,
      acceptOption: row.acceptOption,
      claimedAmount: money(row.claimedMinor, order.currency, scale),
      comment: row.comment,
      problem: row.problem,
      image: { id: row.imageFileId, url: adminFileUrl(row.imageFileId) },
      previousStatus: ZFiatOrderStatus.parse(row.previousStatus),
      order: {
        id: order.id,
        status: ZFiatOrderStatus.parse(order.status),
        methodId: order.methodId,
        amount: { value: formatAmount(order.amountMinor, scale), currency: order.currency },
        amountChange: signed(order.amountChangeMinor),
        credited: money(order.creditedMinor, deps.houseCurrency, houseScale),
        paidName: order.paidName,
        receipt: order.receiptFileId
          ? { id: order.receiptFileId, url: adminFileUrl(order.receiptFileId) }
          : null,
        declineReason: order.declineReason,
        createdAt: order.createdAt.toISOString(),
      },
      processorEvents: events.map((event) => {
        const payload = event.payload as { status?: unknown; amount?: unknown; currency?: unknown };
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        return {
          eventId: event.eventId,
          status: text(payload.status) ?? 'unknown',
          amount: text(payload.amount),
          currency: text(payload.currency),
          receivedAt: event.receivedAt.toISOString(),
        };
      }),
      resolution: row.resolution,
      resolvedAmount: money(row.resolvedMinor, order.currency, scale),
      resolvedBy: row.resolvedBy,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function requireDispute(id: number, executor?: Database): Promise<DisputeRow> {
    const row = await disputes.byId(id, executor);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * One resolution in one audited transaction: the dispute's compare-and-set from open, then
   * the order's transition (which writes the history status and its events, and for an accept
   * the ledger credit). Any conflict rolls the whole of it back.
   */
  async function resolve(
    member: StaffPrincipal,
    id: number,
    requestId: string,
    decide: (
      dispute: DisputeRow,
      order: BuyOrderRow,
      scale: number,
      tx: Database,
    ) => Promise<{ action: string; after: Record<string, unknown> }>,
  ): Promise<AdminFiatDispute> {
    requireFinance(member);
    try {
      await runAudited(deps, member, requestId, async (tx) => {
        const dispute = await requireDispute(id, tx);
        if (dispute.status !== 'open') throw new AlreadyChanged();
        const order = await orders.byId(dispute.orderId, tx);
        if (!order) throw new AppError('not_found');
        const scale = await scaleOf(order.currency, tx);
        const { action, after } = await decide(dispute, order, scale, tx);
        return {
          result: undefined,
          audit: {
            action,
            targetType: 'fiat_dispute',
            targetId: String(id),
            before: { status: 'open', orderId: order.id, orderStatus: order.status },
            after,
          },
        };
      });
      deps.onCommitted();
      // Read after the commit: the player's profile is not read through the transaction.
      return toView(await requireDispute(id));
    } catch (error) {
      if (error instanceof AlreadyChanged) throw notOpen();
      throw error;
    }
  }

  return {
    /**
     * `POST /api/v1/wallet/orders/buy/{id}/dispute`: 404 for an order that is not the player's;
     * 400 with fields per the contracts' validateDispute (image, acceptOption, amount, comment,
     * problem) and the file store's rules for the image; 409 unless the order is timeouted,
     * pending, declined or wait_for_confirmation, and when staff already resolved a dispute on it
     * (their outcome is final). A replay while the dispute is open answers the
     * disputed order without storing anything again.
     */
    async open(userId: number, orderId: string, request: DisputeRequest): Promise<FiatOrder> {
      const order = await orders.byIdOfUser(userId, orderId);
      if (!order) throw new AppError('not_found');
      const scale = await scaleOf(order.currency);
      const fields = validateDispute(request, { scale });
      if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
      const replay = async (): Promise<FiatOrder | undefined> => {
        const current = await orders.byIdOfUser(userId, orderId);
        if (current?.status !== 'disputed') return undefined;
        return (await disputes.openOfUserOrder(userId, orderId))
          ? deps.orderView(current)
          : undefined;
      };
      const disputable = (status: string) =>
        (DISPUTABLE_STATUSES as readonly string[]).includes(status);
      if (!disputable(order.status)) {
        const answer = order.status === 'disputed' ? await replay() : undefined;
        if (answer) return answer;
        throw new AppError('conflict', { message: `A ${order.status} order cannot be disputed` });
      }
      // One dispute per order: staff's outcome is final, a declined order is not disputed again.
      if (await disputes.resolvedExistsOfUserOrder(userId, orderId))
        throw new AppError('conflict', { message: 'This order’s dispute was already resolved' });
      const claimed =
        request.amount && request.amount.trim() !== ''
          ? amountOf(request.amount, scale, 'amount')
          : null;
      try {
        const disputed = await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const now = deps.clock.now();
          const file = await deps.files.saveUpload(
            {
              userId,
              purpose: 'dispute',
              name: request.image.name,
              fileName: request.image.fileName,
              fileContent: request.image.fileContent,
              field: 'image.fileContent',
            },
            tx,
          );
          // From the status it was seen in, so the dispute records what it was raised against.
          const moved = await orders.transition(
            orderId,
            [order.status as BuyStatus],
            { status: 'disputed', updatedAt: now },
            tx,
          );
          if (!moved) throw new AlreadyChanged();
          const created = await disputes.insertOpen(
            {
              orderId,
              userId,
              acceptOption: request.acceptOption,
              claimedMinor: claimed,
              comment: request.comment.trim(),
              problem: request.problem.trim(),
              imageFileId: file.id,
              previousStatus: order.status,
              createdAt: now,
            },
            tx,
          );
          if (!created) throw new AlreadyChanged();
          await deps.wallet.updateTransactionStatus(
            { userId, id: orderId, status: 'disputed', reason: null },
            tx,
          );
          return moved;
        });
        deps.onCommitted();
        return deps.orderView(disputed);
      } catch (error) {
        if (!(error instanceof AlreadyChanged)) throw error;
        // A parallel submit (or another change) won: its dispute is the one.
        const answer = await replay();
        if (answer) return answer;
        throw new AppError('conflict', { message: 'This order changed; reload it' });
      }
    },

    /** `GET /api/admin/fiat/disputes` (finance). */
    async list(
      member: StaffPrincipal,
      query: AdminFiatDisputesQuery,
    ): Promise<AdminFiatDisputesResponse> {
      requireFinance(member);
      const { rows, total } = await disputes.list(query);
      const players = new Map<number, Promise<{ globalId: string; email: string }>>();
      const data: AdminFiatDispute[] = [];
      for (const row of rows) data.push(await toView(row, undefined, players));
      return { data, meta: { offset: query.offset, limit: query.limit, total } };
    },

    /** `GET /api/admin/fiat/disputes/{id}` (finance): with its order, image and receipt links. */
    async detail(member: StaffPrincipal, id: number): Promise<AdminFiatDispute> {
      requireFinance(member);
      return toView(await requireDispute(id));
    },

    /**
     * Accept: the order (disputed) → completed, crediting `amount` (method currency; absent →
     * the ordered amount) converted to the house currency at the rate of the moment, through the
     * buy transitions' confirm (keyed by the order id: credited once). The history row shows
     * completed with the reason. 409 when the dispute is no longer open.
     */
    accept(
      member: StaffPrincipal,
      id: number,
      request: AdminFiatDisputeAcceptRequest,
      requestId: string,
    ): Promise<AdminFiatDispute> {
      return resolve(member, id, requestId, async (dispute, order, scale, tx) => {
        const amountMinor =
          request.amount !== undefined && request.amount.trim() !== ''
            ? amountOf(request.amount, scale, 'amount')
            : order.amountMinor;
        const now = deps.clock.now();
        const resolved = await disputes.resolve(
          dispute.id,
          {
            status: 'accepted',
            resolvedMinor: amountMinor,
            resolution: request.reason,
            resolvedBy: member.staffId,
            resolvedAt: now,
          },
          tx,
        );
        if (!resolved) throw new AlreadyChanged();
        const confirmed = await deps.transitions.confirm(
          order.id,
          {
            actor: { kind: 'staff', staffId: member.staffId },
            ...(amountMinor === order.amountMinor ? {} : { amountMinor }),
            from: ['disputed'],
          },
          tx,
        );
        if (!confirmed.changed) throw new AlreadyChanged();
        await deps.wallet.updateTransactionStatus(
          { userId: order.userId, id: order.id, status: 'completed', reason: request.reason },
          tx,
        );
        return {
          action: 'fiat_dispute.accept',
          after: {
            status: 'accepted',
            orderStatus: 'completed',
            amount: formatAmount(amountMinor, scale),
            currency: order.currency,
            reason: request.reason,
          },
        };
      });
    },

    /** Reject: the order (disputed) → declined with the reason. 409 when no longer open. */
    reject(
      member: StaffPrincipal,
      id: number,
      reason: string,
      requestId: string,
    ): Promise<AdminFiatDispute> {
      return resolve(member, id, requestId, async (dispute, order, _scale, tx) => {
        const resolved = await disputes.resolve(
          dispute.id,
          {
            status: 'rejected',
            resolvedMinor: null,
            resolution: reason,
            resolvedBy: member.staffId,
            resolvedAt: deps.clock.now(),
          },
          tx,
        );
        if (!resolved) throw new AlreadyChanged();
        const declined = await deps.transitions.decline(
          order.id,
          { actor: { kind: 'staff', staffId: member.staffId }, reason, from: ['disputed'] },
          tx,
        );
        if (!declined.changed) throw new AlreadyChanged();
        return {
          action: 'fiat_dispute.reject',
          after: { status: 'rejected', orderStatus: 'declined', reason },
        };
      });
    },
  };
}

export type FiatDisputesService = ReturnType<typeof fiatDisputesService>;
