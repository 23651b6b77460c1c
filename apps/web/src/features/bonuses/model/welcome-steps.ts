import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';

/** Welcome steps span the first four deposits (shell spec §4). */
export const WELCOME_STEPS = 4;

/**
 * How a welcome step shows: `current` while its bonus is pending or being wagered, `claimed` once
 * it was activated, `available` for the step the next deposit activates, `disabled` for later ones.
 */
export type WelcomeStepState = 'claimed' | 'current' | 'available' | 'disabled';

export interface WelcomeStep {
  step: number;
  bonus: PlayerBonus;
  state: WelcomeStepState;
}

/**
 * Shell spec §4 "Welcome bonus steps": step 1 is available if isFirst and not claimed; a step is
 * claimed if its bonus is claimed; otherwise a step is available only if the previous step is
 * claimed; else disabled. Step n is the welcome variant with minDepositNumber n and the largest
 * free-spin count; personal bonuses never count as steps. Missing steps are left out.
 */
export function welcomeSteps(bonuses: readonly PlayerBonus[]): WelcomeStep[] {
  const byStep: PlayerBonus[] = [];
  for (let step = 1; step <= WELCOME_STEPS; step += 1) {
    const best = bonuses
      .filter(
        (bonus) =>
          !bonus.isPersonal &&
          bonus.conditions.type === 'welcome' &&
          bonus.conditions.minDepositNumber === step,
      )
      .reduce<PlayerBonus | undefined>(
        (chosen, bonus) =>
          !chosen || bonus.conditions.freespinsCount > chosen.conditions.freespinsCount
            ? bonus
            : chosen,
        undefined,
      );
    if (best) byStep.push(best);
  }
  return byStep.map((bonus, index) => {
    const step = bonus.conditions.minDepositNumber;
    if (bonus.isCurrent) return { step, bonus, state: 'current' };
    if (bonus.isClaimed) return { step, bonus, state: 'claimed' };
    const previous = byStep[index - 1];
    const available =
      index === 0 ? bonus.isFirst : Boolean(previous?.isClaimed || previous?.isCurrent);
    return { step, bonus, state: available ? 'available' : 'disabled' };
  });
}
