import type { Balance, BalanceAmount } from '@wheelhouse/contracts/wallet';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/plain/money';

type Shown = Pick<BalanceAmount, 'primaryValue' | 'primaryPrecision' | 'currency'>;

/** The smallest scale that holds every value exactly. */
function commonScale(values: readonly string[]): number {
  return Math.max(0, ...values.map((value) => value.split('.')[1]?.length ?? 0));
}

/** Exact sum of decimal strings, in minor units at `scale`. */
function sumAtScale(values: readonly string[], scale: number): bigint {
  let minor = 0n;
  for (const value of values) {
    const parsed = parseAmount(value, scale, { allowNegative: true });
    if (parsed.ok) minor += parsed.minor;
  }
  return minor;
}

/**
 * The bonus account: the sum of the per-bonus entries in the primary currency. With no bonus it is
 * a true zero in the same currency as the main balance.
 */
export function bonusAccount(balance: Pick<Balance, 'fiat' | 'bonuses'>): Shown {
  const like = balance.bonuses[0] ?? balance.fiat;
  const values = balance.bonuses.map((bonus) => bonus.primaryValue);
  const scale = commonScale(values);
  return {
    primaryValue: formatAmount(sumAtScale(values, scale), scale),
    primaryPrecision: like.primaryPrecision,
    currency: like.currency,
  };
}

/**
 * How much of the active bonuses' wagering is done, in percent (0–100, two decimals, rounded down
 * so it never claims "done" early), over all active bonuses together; null when none is active.
 */
export function wagerPercent(userBonuses: Balance['userBonuses']): number | null {
  const active = userBonuses.filter((bonus) => bonus.status === 'active');
  if (active.length === 0) return null;
  const currents = active.map((bonus) => bonus.wager.current);
  const totals = active.map((bonus) => bonus.wager.total);
  const scale = commonScale([...currents, ...totals]);
  const current = sumAtScale(currents, scale);
  const total = sumAtScale(totals, scale);
  // Nothing to wager means nothing left to do.
  if (total <= 0n) return 100;
  const basisPoints = (current * 10_000n) / total;
  return Math.max(0, Math.min(100, Number(basisPoints) / 100));
}
