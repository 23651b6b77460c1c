import type { Database } from '../../../platform/db/client';

/**
 * What the feed processor tells the bets side when it applies a settlement, a cancel or a rollback
 * of a market (bets/ implements it). Called INSIDE the feed message's transaction (`tx`), after the
 * market's state and results are written, per market in feed order: the bets move in the same commit
 * as the market state, or neither does. `version` is the market's settlementVersion after the change
 * (it grows with every settle, cancel and rollback); results are read from sb_outcomes.
 */
export interface SettlementHooks {
  marketSettled(tx: Database, input: { marketId: number; version: number }): Promise<void>;
  /** Without from/to every bet of the market is cancelled; with them only bets placed in [from, to). */
  marketCancelled(
    tx: Database,
    input: { marketId: number; version: number; from?: Date | null; to?: Date | null },
  ): Promise<void>;
  settlementRolledBack(tx: Database, input: { marketId: number; version: number }): Promise<void>;
  cancelRolledBack(tx: Database, input: { marketId: number; version: number }): Promise<void>;
}

export const noSettlementHooks: SettlementHooks = {
  marketSettled: async () => undefined,
  marketCancelled: async () => undefined,
  settlementRolledBack: async () => undefined,
  cancelRolledBack: async () => undefined,
};
