/**
 * The wallet: balance, display currency, display currencies and the cashier history. Cashier code
 * records history rows with recordTransaction/updateTransactionStatus inside its own database
 * transaction, so the row, the money movement and the `transaction` event commit together.
 */
export { walletService, TRANSACTION_CHANGED_TOPIC } from './service';
export type {
  WalletService,
  BalanceKnown,
  NewTransaction,
  TransactionStatusChange,
} from './service';
export { walletRoutes } from './routes';
export { walletOutboxTranslators } from './realtime-events';
export { newTransactionId } from './transactions';
