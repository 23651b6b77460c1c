import type { FieldError } from '@wheelhouse/contracts/errors';
import {
  ZExternalInvoiceTarget,
  type BuyOrderRequest,
  type FiatOrder,
  type NotExpiredResponse,
  type PaidRequest,
} from '@wheelhouse/contracts/fiat';
import {
  buyAmountMinor,
  normalizeDetailField,
  phoneCountryForCurrency,
  validateBuyAmount,
  validateBuyDetails,
  validateReceipt,
} from '@wheelhouse/contracts/fiat-rules';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { FileStore, StoredFileRow } from '../../../platform/file-store';
import type { CurrenciesService } from '../../currencies';
import type { SettingsService } from '../../settings';
import { newTransactionId, type WalletService } from '../../wallet';
import { toFiatOrder } from './order-view';
import type { BuyTransitions } from './transitions';
import { fiatMethodsRepository, type FiatMethodRow } from '../methods/repository';
import { toFiatPaymentMethod } from '../methods/service';
import { playerFlagsRepository } from '../player-flags/repository';
import { AWAITING_PAYMENT, ordersRepository, type BuyOrderRow } from './repository';
import { requisitesRepository } from '../requisites/repository';
import type { RgGuard } from '../../responsible-gaming';

/** At most this many open buy orders per player over all methods (ours). */
export const MAX_OPEN_BUY_ORDERS = 3;

/** Why an external order was declined when the processor would not take it. */
export const PROCESSOR_UNAVAILABLE = 'processor_unavailable';

/**
 * What the buy flow needs of the P2P processor adapter (processor/client.ts's FiatProcessor): an
 * invoice for an `external` method's order. `amount` is a decimal string in the method currency.
 */
export interface BuyInvoiceProcessor {
  createInvoice(input: {
    orderId: string;
    amount: string;
    currency: string;
    methodId: string;
    callbackUrl?: string;
  }): Promise<{ externalId: string; url: string; target: string }>;
}

export interface FiatBuyServiceDeps {
  db: Database;
  clock: Clock;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  settings: Pick<SettingsService, 'get'>;
  wallet: Pick<WalletService, 'recordTransaction'>;
  files: Pick<FileStore, 'saveUpload' | 'ownedBy'>;
  transitions: BuyTransitions;
  /** Deposit limits and blocks, checked under the player's order lock (desk and processor). */
  rg: Pick<RgGuard, 'assertDepositAllowed'>;
  /** The external P2P processor; absent → external methods answer 503. */
  processor?: BuyInvoiceProcessor;
  onCommitted: () => void;
  log?: { warn: (object: unknown, message: string) => void };
}

/** Midnight UTC of `now`'s calendar day: a requisite's daily limit counts from here. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function noCapacity(): AppError {
  return new AppError('service_unavailable', {
    message: 'No payment details are available for this amount right now',
  });
}

/**
 * Fiat deposits (buy orders) for the player (cashier spec §4, §5, §7): create, resume, read, and
 * confirm payment with a receipt. Status changes after that are transitions.ts' (desk, processor,
 * expiry job).
 */
export function fiatBuyService(deps: FiatBuyServiceDeps) {
  const orders = ordersRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);
  const requisites = requisitesRepository(deps.db);
  const flags = playerFlagsRepository(deps.db);

  async function scaleOf(currency: string, executor?: Database): Promise<number> {
    return (await deps.currencies.requireCurrency(currency, executor)).ledgerScale;
  }

  /** The order as the player sees it (method and requisite joined in). */
  async function view(order: BuyOrderRow, executor?: Database): Promise<FiatOrder> {
    const method = await methods.findById(order.methodId, executor);
    if (!method) throw new Error(`fiat order ${order.id} without its method`);
    const requisite = order.requisiteId
      ? await requisites.byId(order.requisiteId, executor)
      : undefined;
    return toFiatOrder(order, method, requisite, await scaleOf(order.currency, executor));
  }

  async function ownOrder(userId: number, id: string): Promise<BuyOrderRow> {
    const order = await orders.byIdOfUser(userId, id);
    if (!order) throw new AppError('not_found');
    return order;
  }

  /** The method a deposit may use: active and taking deposits, else error_currency_not_supported. */
  async function buyMethod(bankId: string): Promise<FiatMethodRow> {
    const method = await methods.findById(bankId);
    if (!method || !method.active || !method.buyEnabled)
      throw new AppError('error_currency_not_supported', {
        message: 'This payment method does not take deposits',
      });
    return method;
  }

  /** Amount and external fields checked with the contracts' rules; every bad field at once. */
  function checkedRequest(request: BuyOrderRequest, method: FiatMethodRow, scale: number) {
    const view = toFiatPaymentMethod(method, scale);
    const fields: Record<string, FieldError> = {
      ...validateBuyDetails(request.externalFields, view),
    };
    const amountError = validateBuyAmount(request.amount, view, scale);
    if (amountError) fields.amount = amountError;
    const amountMinor = buyAmountMinor(request.amount, scale);
    if (Object.keys(fields).length > 0 || amountMinor === null)
      throw new AppError('validation_error', { fields });
    const external = view.buy?.externalDetailsFields ?? { required: [], optional: [] };
    const phoneCountry = phoneCountryForCurrency(method.currency);
    const details: Record<string, string> = {};
    for (const field of [...external.required, ...external.optional]) {
      const value = request.externalFields[field]?.trim();
      if (value) details[field] = normalizeDetailField(field, value, phoneCountry);
    }
    return { amountMinor, details };
  }

  /** Asks the processor for the invoice; on failure the order is declined and the player told 503. */
  async function attachInvoice(order: BuyOrderRow, scale: number, callbackUrl?: string) {
    const processor = deps.processor;
    try {
      if (!processor) throw new Error('no fiat processor configured');
      const invoice = await processor.createInvoice({
        orderId: order.id,
        amount: formatAmount(order.amountMinor, scale),
        currency: order.currency,
        methodId: order.methodId,
        ...(callbackUrl ? { callbackUrl } : {}),
      });
      const target = ZExternalInvoiceTarget.safeParse(invoice.target);
      const updated = await deps.db.transaction(async (transaction) =>
        orders.transition(
          order.id,
          ['pay_external_invoice'],
          {
            externalId: invoice.externalId,
            externalUrl: invoice.url,
            externalTarget: target.success ? target.data : 'blank',
          },
          transaction as unknown as Database,
        ),
      );
      if (!updated) throw new Error(`external order ${order.id} changed while being invoiced`);
      return updated;
    } catch (error) {
      deps.log?.warn({ err: error, orderId: order.id }, 'fiat processor refused an invoice');
      await deps.transitions
        .decline(order.id, {
          actor: { kind: 'system' },
          reason: PROCESSOR_UNAVAILABLE,
          from: ['pay_external_invoice'],
        })
        .catch(() => undefined);
      throw new AppError('service_unavailable', {
        message: 'The payment provider is not available right now',
      });
    }
  }

  return {
    /**
     * POST /api/v2/wallet/orders/buy. In order: payments on (403 payments_are_disabled); the
     * method active with deposits (400 error_currency_not_supported); amount and external fields
     * (400 validation_error with `fields`); then, in one transaction serialised per player, the
     * open-order limits (409 error_orders_limit: an open order of a method that does not allow
     * several, or MAX_OPEN_BUY_ORDERS open in all), a desk requisite with capacity (503
     * service_unavailable when none), and the order with its history row (type buy) and
     * `transaction` event. A desk order is `waiting` until now + the method's TTL; an external
     * one is `pay_external_invoice` with the processor's link (its failure declines the order
     * and answers 503). A player the desk restricted gets 403 wallet_fiat_banned (no fiat at
     * all) or wallet_buy_banned (no fiat deposits), checked right after the payments switch.
     */
    async createBuy(userId: number, request: BuyOrderRequest): Promise<FiatOrder> {
      if (!(await deps.settings.get('payments.enabled')))
        throw new AppError('payments_are_disabled');
      const restrictions = await flags.of(userId);
      if (restrictions.fiatBanned) throw new AppError('wallet_fiat_banned');
      if (restrictions.buyBanned) throw new AppError('wallet_buy_banned');
      const method = await buyMethod(request.bankId);
      const scale = await scaleOf(method.currency);
      const { amountMinor, details } = checkedRequest(request, method, scale);
      const created = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await orders.lockPlayer(userId, tx);
        await deps.rg.assertDepositAllowed(userId, { amountMinor, currency: method.currency }, tx);
        const now = deps.clock.now();
        const open = await orders.openCounts(userId, method.id, now, tx);
        if (
          (!method.multiplyOrdersAllowed && open.ofMethod > 0) ||
          open.total >= MAX_OPEN_BUY_ORDERS
        )
          throw new AppError('error_orders_limit');
        const desk = method.processor === 'desk';
        const requisite = desk
          ? await requisites.assign(method.id, amountMinor, startOfUtcDay(now), tx)
          : undefined;
        if (desk && !requisite) throw noCapacity();
        const id = newTransactionId();
        const status = desk ? 'waiting' : 'pay_external_invoice';
        await deps.wallet.recordTransaction(
          {
            id,
            userId,
            type: 'buy',
            status,
            amountMinor,
            currency: method.currency,
            paymentDetails: method.label,
          },
          tx,
        );
        return orders.insert(
          {
            id,
            userId,
            methodId: method.id,
            currency: method.currency,
            amountMinor,
            status,
            requisiteId: requisite?.id ?? null,
            processor: method.processor,
            callbackUrl: request.callbackUrl ?? null,
            details,
            expiresAt: new Date(now.getTime() + method.orderTtlSeconds * 1000),
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
      });
      deps.onCommitted();
      const order =
        created.processor === 'external'
          ? await attachInvoice(created, scale, request.callbackUrl)
          : created;
      return view(order);
    },

    /**
     * GET /api/v2/wallet/orders/not-expired?bank_id=: the player's newest order of the method that
     * still awaits payment (waiting or pay_external_invoice) and has not expired, or null.
     */
    async notExpired(userId: number, bankId: string): Promise<NotExpiredResponse> {
      const order = await orders.notExpiredOfMethod(userId, bankId, deps.clock.now());
      return { order: order ? await view(order) : null };
    },

    /** GET /api/v1/wallet/orders/buy/{id}: the player's own order; 404 for anyone else's. */
    async order(userId: number, id: string): Promise<FiatOrder> {
      return view(await ownOrder(userId, id));
    },

    /**
     * POST /api/v1/wallet/orders/buy/{id}/paid: name and receipt (400 fields per the contracts'
     * validateReceipt and the file store: JPEG, PNG, WebP or PDF by content, at most 10 MB), then
     * waiting or pay_external_invoice → wait_for_confirmation with the stored receipt, in one
     * transaction. A replay on an order already waiting for confirmation answers it unchanged
     * (nothing stored twice); any other status is 409 conflict; another player's id is 404.
     */
    async paid(userId: number, id: string, request: PaidRequest): Promise<FiatOrder> {
      const order = await ownOrder(userId, id);
      const fields = validateReceipt(request);
      if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
      if (order.status === 'wait_for_confirmation') return view(order);
      if (!AWAITING_PAYMENT.includes(order.status as never))
        throw new AppError('conflict', { message: `This order is ${order.status}` });
      const result = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const file = await deps.files.saveUpload(
          {
            userId,
            purpose: 'receipt',
            name: request.name,
            fileName: request.fileName,
            fileContent: request.fileContent,
          },
          tx,
        );
        return deps.transitions.markPaid(
          id,
          { paidName: request.name.trim(), receiptFileId: file.id },
          tx,
        );
      });
      if (result.changed) deps.onCommitted();
      return view(result.order);
    },

    /** GET /api/v1/wallet/files/{id}: the player's own file; 404 for anyone else's. */
    async ownFile(userId: number, id: string): Promise<StoredFileRow> {
      const file = await deps.files.ownedBy(userId, id);
      if (!file) throw new AppError('not_found');
      return file;
    },

    view,
  };
}

export type FiatBuyService = ReturnType<typeof fiatBuyService>;
