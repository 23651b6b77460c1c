import type {
  DevBroadcastRequest,
  DevCreditRequest,
  DevCreditResponse,
} from '@wheelhouse/contracts/dev';
import { formatAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../platform/amount-field';
import type { Bus } from '../../platform/bus';
import { topicFor } from '../../platform/bus';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import { normaliseEmail, type UsersService } from '../users';
import type { WalletService } from '../wallet';

export interface DevServiceDeps {
  db: Database;
  bus: Bus;
  houseCurrency: string;
  users: Pick<UsersService, 'accessByEmail' | 'markHasDeposits'>;
  ledger: Pick<LedgerService, 'credit'>;
  currencies: Pick<CurrenciesService, 'getCurrency'>;
  wallet: Pick<WalletService, 'recordTransaction'>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Simulator actions behind /api/dev/*; the routes exist only when SIMULATORS is on. */
export function devService(deps: DevServiceDeps) {
  return {
    /** Publishes straight to the bus: broadcast channels carry no money, so no outbox row. */
    async broadcast(request: DevBroadcastRequest): Promise<void> {
      await deps.bus.publish(topicFor(request.channel), request.data ?? null);
    },

    /**
     * Funds a player exactly as a completed deposit would: house_custody → player_main through the
     * ledger (converted at the current rate, which the transfer records), a completed `deposit` in
     * the cashier history, hasDeposits set, and the balance and transaction events, all in one
     * database transaction keyed by the Idempotency-Key.
     */
    async credit(
      request: DevCreditRequest,
      idempotencyKey: string,
    ): Promise<{ response: DevCreditResponse; replayed: boolean }> {
      const currency = await deps.currencies.getCurrency(request.currency);
      if (!currency || !currency.active)
        throw new AppError('validation_error', {
          fields: { currency: { key: 'Validation.unknown_currency' } },
        });
      const amountMinor = parseAmountField(request.amount, currency.ledgerScale, 'amount');
      const email = normaliseEmail(request.email);
      const player = await deps.users.accessByEmail(email);
      if (!player) throw new AppError('not_found', { message: 'No player with this email' });
      const house = await deps.currencies.getCurrency(deps.houseCurrency);
      if (!house) throw new Error(`house currency ${deps.houseCurrency} is missing`);

      const result = await runIdempotent(
        deps.db,
        {
          scope: 'dev.credit',
          key: idempotencyKey,
          request: { email, amount: amountMinor, currency: currency.code },
        },
        async (tx): Promise<DevCreditResponse> => {
          const transfer = await deps.ledger.credit(
            {
              userId: player.userId,
              amountMinor,
              currency: currency.code,
              reason: 'deposit',
              idempotencyKey: `dev-credit:${idempotencyKey}`,
              metadata: { source: 'dev.credit' },
            },
            tx,
          );
          const transaction = await deps.wallet.recordTransaction(
            {
              userId: player.userId,
              type: 'deposit',
              status: 'completed',
              amountMinor,
              currency: currency.code,
              externalId: `transfer:${transfer.transferId}`,
            },
            tx,
          );
          await deps.users.markHasDeposits(player.userId, tx);
          return {
            transaction,
            transferId: transfer.transferId.toString(),
            balanceAfter: {
              value: formatAmount(transfer.balances.player_main ?? 0n, house.ledgerScale),
              currency: house.code,
            },
          };
        },
      );
      if (!result.replayed) deps.onCommitted();
      return result;
    },
  };
}

export type DevService = ReturnType<typeof devService>;
