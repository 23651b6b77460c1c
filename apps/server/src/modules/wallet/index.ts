import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { walletOutboxTranslators } from './realtime-events';
import { walletRoutes } from './routes';
import { walletService } from './service';

/**
 * The wallet: balance, display currency, display currencies and the cashier history. Cashier code
 * records history rows with recordTransaction/updateTransactionStatus inside its own database
 * transaction, so the row, the money movement and the `transaction` event commit together.
 */
export { TRANSACTION_CHANGED_TOPIC } from './service';
export type {
  WalletService,
  BalanceKnown,
  NewTransaction,
  TransactionStatusChange,
} from './service';
export { newTransactionId } from './transactions';

export function registerWallet(
  { db, clock, config }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    users: UsersService;
    settings: SettingsService;
    bonuses: BonusesService;
  },
) {
  const wallet = walletService({ db, clock, houseCurrency: config.houseCurrency, ...deps });
  registry.routes('/api', walletRoutes, { wallet });
  registry.outboxTranslators(walletOutboxTranslators(wallet));
  return wallet;
}
