import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { parseLimboParams } from '@wheelhouse/fair/limbo';
import type { FairParamError } from '@wheelhouse/fair/result';

/**
 * The limbo form: a target multiplier; its win chance is 99 / target %, what the fair package's
 * crash distribution gives (P(crash ≥ T) = 0.99 / T).
 */
export type LimboFigures =
  | { ok: true; target: string; multiplier: string; winChance: string }
  | { ok: false; error: FairParamError };

export function limboFigures(target: string): LimboFigures {
  const parsed = parseLimboParams({ target });
  if (!parsed.ok) return parsed;
  const hundredths = parsed.value.target;
  // 99 / (T/100) % = 9900/T %, shown with 6 significant decimals at most.
  const chance = 9_900 / Number(hundredths);
  return {
    ok: true,
    target: (Number(hundredths) / 100).toFixed(2),
    multiplier: formatMultiplier(parsed.value.winMultiplier),
    winChance: chance >= 0.01 ? chance.toFixed(2) : chance.toPrecision(2),
  };
}
