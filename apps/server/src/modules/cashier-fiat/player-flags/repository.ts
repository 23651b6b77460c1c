import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatPlayerFlags } from '../schema';

export type FiatPlayerFlagsRow = typeof fiatPlayerFlags.$inferSelect;

/** A player's fiat restrictions: none unless the desk set them. */
export interface FiatRestrictions {
  buyBanned: boolean;
  fiatBanned: boolean;
  reason: string | null;
}

const NONE: FiatRestrictions = { buyBanned: false, fiatBanned: false, reason: null };

/**
 * The only code that touches `fiat_player_flags`, the desk's per-player fiat restrictions
 * (cashier spec §8 wallet_buy_banned, wallet_fiat_banned). Every query is by the player's id.
 */
export function playerFlagsRepository(db: Database) {
  return {
    async of(userId: number, executor: Database = db): Promise<FiatRestrictions> {
      const [row] = await executor
        .select()
        .from(fiatPlayerFlags)
        .where(eq(fiatPlayerFlags.userId, userId))
        .limit(1);
      return row
        ? { buyBanned: row.buyBanned, fiatBanned: row.fiatBanned, reason: row.reason }
        : NONE;
    },

    async set(
      userId: number,
      flags: FiatRestrictions,
      staffId: number,
      now: Date,
      executor: Database,
    ): Promise<FiatRestrictions> {
      const values = { ...flags, updatedBy: staffId, updatedAt: now };
      await executor
        .insert(fiatPlayerFlags)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: fiatPlayerFlags.userId, set: values });
      return flags;
    },
  };
}

/**
 * The player's fiat restrictions, for other fiat flows (e.g. sells refusing a fiat-banned player
 * with wallet_fiat_banned).
 */
export function fiatRestrictionsOf(db: Database) {
  const repository = playerFlagsRepository(db);
  return (userId: number, executor?: Database) => repository.of(userId, executor);
}
