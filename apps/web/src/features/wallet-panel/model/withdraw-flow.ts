import type { WagerStatus } from '@wheelhouse/contracts/cashier-crypto';

/** Where a confirmed withdrawal goes once the wager check has answered (spec §4 steps 4–7). */
export type WagerCheckStep = 'bonus-burn' | 'wager' | 'personal-data' | 'create';

/**
 * Active bonuses ask first (withdrawing forfeits them) unless the player already chose to withdraw
 * anyway; then unfinished wagering, then missing verification; otherwise the withdrawal is created.
 */
export function stepAfterWagerCheck(
  status: WagerStatus,
  bonusesForfeited: boolean,
): WagerCheckStep {
  if (status.activeBonuses > 0 && !bonusesForfeited) return 'bonus-burn';
  if (!status.enabled) return 'wager';
  if (status.verificationRequired) return 'personal-data';
  return 'create';
}

/** Turnover progress in percent for the progress bar; a zero requirement counts as done. */
export function wagerPercent(wager: WagerStatus['wager']): number {
  const current = Number(wager.current);
  const total = Number(wager.total);
  if (!(total > 0)) return 100;
  return (current / total) * 100;
}
