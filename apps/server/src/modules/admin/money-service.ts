import type {
  AdminAdjustmentRequest,
  AdminAdjustmentResponse,
  AdminBalance,
  AdminTransfersQuery,
  AdminTransfersResponse,
} from '@wheelhouse/contracts/admin-money';
import { formatAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import { BALANCE_CHANGED_TOPIC } from '../../platform/outbox';
import { rateRecord, type CurrenciesService, type Currency } from '../currencies';
import type { LedgerService, TransferLeg } from '../ledger';
import type { UsersService } from '../users';
import type { RecordAudit } from '../../platform/audit';

export interface AdminMoneyServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  users: Pick<UsersService, 'accessByGlobalId'>;
  ledger: Pick<LedgerService, 'balancesOf' | 'transfersOf' | 'transfer'>;
  currencies: Pick<CurrenciesService, 'getCurrency' | 'requireCurrency' | 'convert'>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
  recordAudit: RecordAudit;
}

/** Back-office money tools (finance role; admin passes): balances, transfers, adjustments. */
export function adminMoneyService(deps: AdminMoneyServiceDeps) {
  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function playerId(globalId: string): Promise<number> {
    const player = await deps.users.accessByGlobalId(globalId);
    if (!player) throw new AppError('not_found', { message: 'No such player' });
    return player.userId;
  }

  const house = () => deps.currencies.requireCurrency(deps.houseCurrency);

  /**
   * Legs of an adjustment of `amountMinor` (signed, minor units of `currency`) that change the
   * player's main account by `houseMinor` (signed) in the house currency. Another currency passes
   * through house_fx at the rate of the moment, as deposits do.
   */
  function adjustmentLegs(
    userId: number,
    currency: Currency,
    amountMinor: bigint,
    houseCode: string,
    houseMinor: bigint,
  ): TransferLeg[] {
    const player: TransferLeg = {
      account: { userId, kind: 'player_main' },
      amountMinor: houseMinor,
      currency: houseCode,
    };
    if (currency.code === houseCode)
      return [
        player,
        { account: { house: 'house_adjustments' }, amountMinor: -houseMinor, currency: houseCode },
      ];
    return [
      player,
      { account: { house: 'house_fx' }, amountMinor: -houseMinor, currency: houseCode },
      { account: { house: 'house_fx' }, amountMinor, currency: currency.code },
      {
        account: { house: 'house_adjustments' },
        amountMinor: -amountMinor,
        currency: currency.code,
      },
    ];
  }

  return {
    async balance(member: StaffPrincipal, globalId: string): Promise<AdminBalance> {
      requireFinance(member);
      const userId = await playerId(globalId);
      const [balances, currency] = await Promise.all([deps.ledger.balancesOf(userId), house()]);
      const format = (minor: bigint) => formatAmount(minor, currency.ledgerScale);
      return {
        globalId,
        currency: currency.code,
        main: format(balances.player_main),
        bonus: format(balances.player_bonus),
        pendingWithdrawal: format(balances.pending_withdrawal),
        total: format(balances.player_main + balances.player_bonus),
      };
    },

    async transfers(
      member: StaffPrincipal,
      globalId: string,
      query: AdminTransfersQuery,
    ): Promise<AdminTransfersResponse> {
      requireFinance(member);
      const userId = await playerId(globalId);
      const { items, total } = await deps.ledger.transfersOf(userId, query);
      const scales = new Map<string, number>();
      for (const leg of items.flatMap((item) => item.legs))
        if (!scales.has(leg.currency))
          scales.set(
            leg.currency,
            (await deps.currencies.requireCurrency(leg.currency)).ledgerScale,
          );
      const format = (minor: bigint, code: string) => formatAmount(minor, scales.get(code) ?? 0);
      return {
        data: items.map((item) => ({
          id: item.transferId.toString(),
          kind: item.kind,
          createdAt: item.createdAt.toISOString(),
          metadata: item.metadata,
          rate: item.rate,
          legs: item.legs.map((leg) => ({
            account: leg.kind,
            currency: leg.currency,
            amount: format(leg.amountMinor, leg.currency),
            balanceAfter: format(leg.balanceAfter, leg.currency),
          })),
        })),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /**
     * Credits (positive) or debits (negative) the player's real money. The amount is parsed exactly
     * at its currency's scale and converted to the house currency at the current rate (rounded
     * down; the rate is recorded on the transfer). The transfer, its balance event and the audit row
     * (who, what, when, before and after) commit in one transaction keyed by the Idempotency-Key;
     * a debit past zero is refused by the ledger (400 insufficient_balance) and changes nothing.
     */
    async adjust(
      member: StaffPrincipal,
      globalId: string,
      input: AdminAdjustmentRequest,
      idempotencyKey: string,
      requestId: string,
    ): Promise<{ response: AdminAdjustmentResponse; replayed: boolean }> {
      requireFinance(member);
      const currency = await deps.currencies.getCurrency(input.currency);
      if (!currency)
        throw new AppError('validation_error', {
          fields: { currency: { key: 'Validation.unknown_currency' } },
        });
      const amountMinor = parseAmountField(input.amount, currency.ledgerScale, 'amount', {
        allowNegative: true,
      });
      const userId = await playerId(globalId);
      const houseCurrency = await house();

      const result = await runIdempotent(
        deps.db,
        {
          scope: `admin.adjustment:${member.staffId}`,
          key: idempotencyKey,
          request: { globalId, amount: amountMinor, currency: currency.code, reason: input.reason },
        },
        async (tx): Promise<AdminAdjustmentResponse> => {
          const magnitude = amountMinor < 0n ? -amountMinor : amountMinor;
          const conversion =
            currency.code === houseCurrency.code
              ? { amountMinor: magnitude, rate: null }
              : await deps.currencies.convert(magnitude, currency.code, houseCurrency.code, tx);
          if (conversion.amountMinor === 0n)
            throw new AppError('validation_error', {
              fields: { amount: { key: 'Validation.minimum_amount' } },
            });
          const houseMinor = amountMinor < 0n ? -conversion.amountMinor : conversion.amountMinor;
          const rate = conversion.rate ? rateRecord(conversion.rate) : null;
          const transfer = await deps.ledger.transfer(
            {
              idempotencyKey: `admin-adjustment:${member.staffId}:${idempotencyKey}`,
              kind: 'adjustment',
              legs: adjustmentLegs(userId, currency, amountMinor, houseCurrency.code, houseMinor),
              rate,
              metadata: {
                source: 'admin.adjustment',
                staffId: member.staffId,
                reason: input.reason,
                requested: { amount: input.amount, currency: currency.code },
              },
              events: [{ topic: BALANCE_CHANGED_TOPIC, userId }],
            },
            tx,
          );
          const format = (minor: bigint) => formatAmount(minor, houseCurrency.ledgerScale);
          // The transfer statement returns the balance right after it; before is that minus the change.
          const after = transfer.balances.player_main ?? 0n;
          const response: AdminAdjustmentResponse = {
            transferId: transfer.transferId.toString(),
            amount: { value: format(houseMinor), currency: houseCurrency.code },
            rate,
            before: { main: format(after - houseMinor) },
            after: { main: format(after) },
          };
          await deps.recordAudit(
            {
              staffId: member.staffId,
              action: 'balance.adjust',
              targetType: 'user',
              targetId: globalId,
              before: { main: response.before.main, currency: houseCurrency.code },
              after: {
                main: response.after.main,
                currency: houseCurrency.code,
                transferId: response.transferId,
                amount: response.amount.value,
                requested: { amount: input.amount, currency: currency.code },
                rate,
                reason: input.reason,
              },
              requestId,
            },
            tx,
          );
          return response;
        },
      );
      if (!result.replayed) deps.onCommitted();
      return result;
    },
  };
}

export type AdminMoneyService = ReturnType<typeof adminMoneyService>;
