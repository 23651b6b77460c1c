import type { BonusConditions } from '@wheelhouse/contracts/bonuses';

/**
 * One line of a bonus's conditions, as a message key of `bonuses.conditions.*` and its values.
 * Amounts stay the server's exact decimal strings; the view formats them for the locale.
 */
export type ConditionLine =
  | { key: 'deposit_number'; values: { number: number } }
  | { key: 'min_deposit'; values: { amount: string } }
  | { key: 'max_deposit'; values: { amount: string } }
  | { key: 'no_deposit'; values: { amount: string } }
  | { key: 'percent'; values: { percent: string } }
  | { key: 'cap'; values: { amount: string } }
  | { key: 'wager'; values: { times: string } }
  | { key: 'no_wager'; values: Record<string, never> }
  | { key: 'max_bet'; values: { amount: string } }
  | { key: 'convert_cap'; values: { times: string } }
  | { key: 'deadline_hours' | 'deadline_days'; values: { count: number } }
  | { key: 'freespins'; values: { count: number; amount: string } }
  | { key: 'freespins_wager'; values: { times: string } }
  | { key: 'freespins_cap'; values: { amount: string } };

const isZero = (value: string) => /^0(\.0*)?$/.test(value);

/** "1.2" × 100 → "120", "0.125" → "12.5": exact, on the digits (multipliers have 4 decimals at most). */
export function multiplierPercent(multiplier: string): string {
  const [whole = '0', fraction = ''] = multiplier.split('.');
  const integer = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const decimals = fraction.slice(2).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** "40.0000" → "40", "2.5" → "2.5": a multiplier as a player reads it. */
export function plainMultiplier(multiplier: string): string {
  const [whole = '0', fraction = ''] = multiplier.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

/** The conditions of a bonus in the order a player reads them; lines that do not apply are left out. */
export function conditionLines(conditions: BonusConditions): ConditionLine[] {
  const lines: ConditionLine[] = [];
  const depositBased = !isZero(conditions.amountMultiplier) || conditions.minDepositNumber > 0;
  if (conditions.type === 'welcome' && conditions.minDepositNumber > 0)
    lines.push({ key: 'deposit_number', values: { number: conditions.minDepositNumber } });
  if (depositBased) {
    if (!isZero(conditions.minDeposit))
      lines.push({ key: 'min_deposit', values: { amount: conditions.minDeposit } });
    if (conditions.maxDeposit !== null)
      lines.push({ key: 'max_deposit', values: { amount: conditions.maxDeposit } });
    if (!isZero(conditions.amountMultiplier))
      lines.push({
        key: 'percent',
        values: { percent: multiplierPercent(conditions.amountMultiplier) },
      });
    if (conditions.maxAmount !== null)
      lines.push({ key: 'cap', values: { amount: conditions.maxAmount } });
  } else if (conditions.maxAmount !== null && !isZero(conditions.maxAmount)) {
    lines.push({ key: 'no_deposit', values: { amount: conditions.maxAmount } });
  }
  if (conditions.freespinsCount > 0) {
    lines.push({
      key: 'freespins',
      values: { count: conditions.freespinsCount, amount: conditions.freespinsAmount },
    });
    if (!isZero(conditions.wagerFreespins))
      lines.push({
        key: 'freespins_wager',
        values: { times: plainMultiplier(conditions.wagerFreespins) },
      });
    if (conditions.freespinsMaxAmount !== null)
      lines.push({ key: 'freespins_cap', values: { amount: conditions.freespinsMaxAmount } });
  }
  lines.push(
    isZero(conditions.wager)
      ? { key: 'no_wager', values: {} }
      : { key: 'wager', values: { times: plainMultiplier(conditions.wager) } },
  );
  if (conditions.wagerMaxBet !== null)
    lines.push({ key: 'max_bet', values: { amount: conditions.wagerMaxBet } });
  if (conditions.maxAmountMultiplier !== null)
    lines.push({
      key: 'convert_cap',
      values: { times: plainMultiplier(conditions.maxAmountMultiplier) },
    });
  const hours = conditions.deadlineHours;
  // Whole days read better from two days on; a single day reads as 24 hours.
  lines.push(
    hours % 24 === 0 && hours >= 48
      ? { key: 'deadline_days', values: { count: hours / 24 } }
      : { key: 'deadline_hours', values: { count: hours } },
  );
  return lines;
}
