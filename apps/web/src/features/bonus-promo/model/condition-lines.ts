import type { BonusConditions } from '@wheelhouse/contracts/bonuses';
import { multiplierPercent } from '../../../lib/bonuses/multiplier-percent';

/**
 * One line of a bonus's conditions in words: an i18n key under bonus-promo.conditions and its
 * values. Amounts stay the server's exact strings; the view formats them for the locale.
 */
export type ConditionLine =
  | { key: 'percent'; percent: string }
  | { key: 'fixed' | 'max_amount' | 'min_deposit' | 'max_deposit' | 'max_bet'; amount: string }
  | { key: 'deposit_number'; count: number }
  | { key: 'no_deposit' | 'no_wager' }
  | { key: 'wager' | 'convert_cap' | 'freespins_wager'; times: string }
  | { key: 'deadline_days' | 'deadline_hours'; count: number }
  | { key: 'freespins'; count: number; amount: string }
  | { key: 'games'; games: { value: string; weight: number }[] };

const isZero = (value: string) => /^0+(\.0+)?$/.test(value);

/** What the player must know before taking a bonus, most important first. */
export function conditionLines(conditions: BonusConditions): ConditionLine[] {
  const lines: ConditionLine[] = [];
  const depositBonus = !isZero(conditions.amountMultiplier);
  if (depositBonus) {
    lines.push({ key: 'percent', percent: multiplierPercent(conditions.amountMultiplier) });
    if (conditions.maxAmount) lines.push({ key: 'max_amount', amount: conditions.maxAmount });
  } else if (conditions.maxAmount && !isZero(conditions.maxAmount)) {
    lines.push({ key: 'fixed', amount: conditions.maxAmount });
  }
  if (conditions.minDepositNumber > 0)
    lines.push({ key: 'deposit_number', count: conditions.minDepositNumber });
  if (depositBonus || conditions.minDepositNumber > 0) {
    if (!isZero(conditions.minDeposit))
      lines.push({ key: 'min_deposit', amount: conditions.minDeposit });
    if (conditions.maxDeposit) lines.push({ key: 'max_deposit', amount: conditions.maxDeposit });
  } else {
    lines.push({ key: 'no_deposit' });
  }
  if (conditions.freespinsCount > 0) {
    lines.push({
      key: 'freespins',
      count: conditions.freespinsCount,
      amount: conditions.freespinsAmount,
    });
    if (!isZero(conditions.wagerFreespins))
      lines.push({ key: 'freespins_wager', times: conditions.wagerFreespins });
  }
  lines.push(
    isZero(conditions.wager) ? { key: 'no_wager' } : { key: 'wager', times: conditions.wager },
  );
  if (conditions.wagerMaxBet) lines.push({ key: 'max_bet', amount: conditions.wagerMaxBet });
  if (conditions.maxAmountMultiplier)
    lines.push({ key: 'convert_cap', times: conditions.maxAmountMultiplier });
  lines.push(
    conditions.deadlineHours % 24 === 0
      ? { key: 'deadline_days', count: conditions.deadlineHours / 24 }
      : { key: 'deadline_hours', count: conditions.deadlineHours },
  );
  if (conditions.gamesWagers.length > 0)
    lines.push({
      key: 'games',
      games: conditions.gamesWagers.map(({ value, weight }) => ({ value, weight })),
    });
  return lines;
}
