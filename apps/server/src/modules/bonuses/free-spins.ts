import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import type { bonusesRepository } from './repository';
import { freeSpinCredit, wagerRequirement } from './rules';

export interface FreeSpinsDeps {
  repository: ReturnType<typeof bonusesRepository>;
  ledger: Pick<LedgerService, 'credit'>;
}

/**
 * Free spins (promo free spins, a welcome step's spins): freespinsCount spins of freespinsAmount,
 * played on the slot original with the house's stake, never the wallet's. What they win is
 * credited to the bonus (house_bonuses → player_bonus), capped by freespinsMaxAmount /
 * freespinsMaxAmountMultiplier, and adds amount × wagerFreespins to the bonus's requirement.
 * The bonus completes only when no spin is left.
 */
export function freeSpins(deps: FreeSpinsDeps) {
  return {
    /**
     * Takes one spin of the player's active bonus in the caller's transaction: its stake (house
     * minor units). 404 for a bonus that is not the player's, 409 when no spin is left.
     */
    async takeFreeSpin(
      userId: number,
      userBonusId: string,
      tx: Database,
    ): Promise<{ stakeMinor: bigint; left: number }> {
      const taken = await deps.repository.takeFreeSpin(userId, userBonusId, tx);
      if (taken) return taken;
      const bonus = await deps.repository.byIdForUpdate(userId, userBonusId, tx);
      if (!bonus) throw new AppError('not_found');
      throw new AppError('bonus_not_claimable', { message: 'This bonus has no free spins left' });
    },

    /**
     * Free rounds on a third-party game (issue 13): the player's active bonuses whose spins are
     * for `game` (its slug), with the rounds left.
     */
    async freeRoundsToGrant(
      userId: number,
      game: string,
    ): Promise<
      Array<{ bonusId: string; count: number; stakeMinor: bigint; expiresAt: Date | null }>
    > {
      const rows = await deps.repository.freeRoundsToGrant(userId, game);
      return rows.map((row) => ({
        bonusId: row.id,
        count: row.freespinsLeft,
        stakeMinor: row.freespinsStakeMinor,
        expiresAt: row.expiresAt,
      }));
    },

    /** The provider acknowledged the grant (idempotent). */
    markFreeRoundsGranted(userId: number, bonusId: string, at: Date): Promise<void> {
      return deps.repository.markFreeRoundsGranted(userId, bonusId, at);
    },

    /**
     * A provider's free-round bet, in its transaction: takes one round of the player's bonus
     * `userBonusId` on `game`; null when it is not such a bonus of the player or none is left.
     */
    takeFreeRound(
      userId: number,
      userBonusId: string,
      game: string,
      tx: Database,
    ): Promise<{ left: number } | null> {
      return deps.repository.takeFreeRound(userId, userBonusId, game, tx);
    },

    /**
     * A rolled-back free-round bet, in its transaction: the round it took is the player's again
     * (when the bonus is still active).
     */
    giveBackFreeRound(userId: number, userBonusId: string, game: string, tx: Database) {
      return deps.repository.giveBackFreeRound(userId, userBonusId, game, tx);
    },

    /**
     * Credits a spin's payout to its bonus in the spin's transaction, up to the cap; idempotent
     * per spin (`spinId`, the bet's id). Returns what was credited.
     */
    async creditFreeSpinWin(
      tx: Database,
      spin: { userId: number; userBonusId: string; spinId: string; payoutMinor: bigint },
    ): Promise<bigint> {
      const bonus = await deps.repository.byIdForUpdate(spin.userId, spin.userBonusId, tx);
      if (!bonus || bonus.status !== 'active') return 0n;
      const cap = bonus.terms?.freespinsCapMinor;
      const credit = freeSpinCredit(
        spin.payoutMinor,
        bonus.freespinsWonMinor,
        cap === null || cap === undefined ? null : BigInt(cap),
      );
      if (credit === 0n) return 0n;
      const wager = wagerRequirement(credit, BigInt(bonus.terms?.wagerFreespinsE4 ?? '0'));
      await deps.repository.addFreeSpinWin(spin.userId, bonus.id, credit, wager, tx);
      await deps.ledger.credit(
        {
          reason: 'bonus',
          userId: spin.userId,
          amountMinor: credit,
          idempotencyKey: `bonus-freespin:${spin.spinId}`,
          metadata: { source: 'bonuses.freespin', bonusId: bonus.id, spinId: spin.spinId },
        },
        tx,
      );
      return credit;
    },
  };
}
