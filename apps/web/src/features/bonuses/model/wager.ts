import { parseAmount } from '@wheelhouse/contracts/money';

const scaleOf = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * How much of a wagering requirement is done, in whole percent (0–100), rounded down so it never
 * reads "done" early; exact on the decimal strings. Nothing to wager counts as done.
 */
export function wagerDonePercent(wager: { current: string; total: string }): number {
  const scale = Math.max(scaleOf(wager.current), scaleOf(wager.total));
  const current = parseAmount(wager.current, scale, { unbounded: true });
  const total = parseAmount(wager.total, scale, { unbounded: true });
  if (!current.ok || !total.ok) return 0;
  if (total.minor <= 0n) return 100;
  const percent = (current.minor * 100n) / total.minor;
  return Number(percent > 100n ? 100n : percent);
}
