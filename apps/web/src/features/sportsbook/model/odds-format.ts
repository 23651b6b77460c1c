import { displayOdds, parseOdds, type OddsFormat } from '@wheelhouse/contracts/sportsbook';

/**
 * Odds as the player's chosen format shows them (domain/sportsbook.md "Odds formats"). The
 * conversion is the contracts' exact bigint one (thousandths, rounding only for display); anything
 * that is not decimal odds is shown as the server sent it rather than breaking the screen.
 */
export function formatOdds(odds: string, format: OddsFormat): string {
  try {
    return displayOdds(odds, format);
  } catch {
    return odds;
  }
}

/** Decimal odds as thousandths, or null for text that is not odds. */
export function oddsValue(odds: string): bigint | null {
  try {
    return parseOdds(odds);
  } catch {
    return null;
  }
}

/** −1, 0 or 1 as `a` is below, equal to or above `b` (exact). */
export function compareOdds(a: string, b: string): number {
  const x = oddsValue(a);
  const y = oddsValue(b);
  if (x === null || y === null || x === y) return 0;
  return x < y ? -1 : 1;
}
