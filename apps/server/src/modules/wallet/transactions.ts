import { randomBytes } from 'node:crypto';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { Transaction, TransactionStatus, TransactionType } from '@wheelhouse/contracts/wallet';

/** A wallet_transactions row as the repository returns it. */
export interface TransactionRow {
  id: string;
  userId: number;
  type: TransactionType;
  status: TransactionStatus;
  amountMinor: bigint;
  currency: string;
  externalId: string | null;
  paymentDetails: string | null;
  address: string | null;
  cancellableUntil: Date | null;
  /** Why it was declined: below_minimum, or the reviewer's reason. */
  statusReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Public ids of cashier transactions: random, unguessable, URL-safe. */
export function newTransactionId(): string {
  return `tx_${randomBytes(12).toString('hex')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The spec's Transaction from a row; `scale` is the ledger scale of the row's currency. */
export function toTransaction(row: TransactionRow, scale: number): Transaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    timestamp: seconds(row.updatedAt),
    originalAmount: { value: formatAmount(row.amountMinor, scale), currency: row.currency },
    externalId: row.externalId,
    paymentDetails: row.paymentDetails,
    address: row.address,
    cancellableUntil: row.cancellableUntil ? seconds(row.cancellableUntil) : null,
    reason: row.statusReason,
  };
}
