/**
 * Prefix of every cashier-history query key. The cashier (a later issue) builds its keys under it
 * so that realtime `transaction` events and reconnects can refresh all of them at once.
 */
export const transactionHistoryQueryKey = ['wallet', 'transactions'] as const;
