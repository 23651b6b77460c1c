import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A money column (ARCHITECTURE.md "Money"): a bigint count of minor units at the currency's ledger
 * scale; both drivers return it as a JS bigint (mode 'bigint'), never a number.
 */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
