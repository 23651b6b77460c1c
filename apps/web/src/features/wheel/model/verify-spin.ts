import type { WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { WHEEL_WINNING_SLOTS } from '@wheelhouse/contracts/wheel';
import { verifyWheel } from '@wheelhouse/fair/verify';

export type SpinVerification =
  | { status: 'invalid'; field: string }
  | { status: 'match' | 'mismatch'; hashMatches: boolean; index: number };

/**
 * Recomputes a spin in the browser from its revealed seeds: the server seed must hash to the
 * commitment shown before the spin (`shownHash`, when the modal saw it) and land on the recorded
 * segment. The slot count is min(prizes, 14), as on the server.
 */
export function verifySpin(
  spin: Pick<WheelSpinResponse, 'index' | 'fairness'>,
  prizeCount: number,
  shownHash: string | null,
): SpinVerification {
  const result = verifyWheel({
    ...spin.fairness,
    serverSeedHash: shownHash ?? spin.fairness.serverSeedHash,
    slots: Math.min(prizeCount, WHEEL_WINNING_SLOTS),
  });
  if (!result.ok) return { status: 'invalid', field: result.error.field };
  const { hashMatches, index } = result.value;
  return {
    status: hashMatches && index === spin.index ? 'match' : 'mismatch',
    hashMatches,
    index,
  };
}
