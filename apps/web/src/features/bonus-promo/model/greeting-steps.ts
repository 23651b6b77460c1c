import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';

export type GreetingState = 'claimed' | 'current' | 'available' | 'disabled';

export interface GreetingItem {
  bonus: PlayerBonus;
  state: GreetingState;
}

/**
 * The drawer's greeting-bonus items. Welcome variant: the welcome steps by deposit number with the
 * shell spec's rules (§4: step 1 available when isFirst and not claimed; a claimed step is
 * claimed; otherwise available only after the previous step was claimed). Personal bonuses are
 * never steps. Everyday variant: the everyday bonus, claimed today or available.
 */
export function greetingItems(
  bonuses: PlayerBonus[],
  variant: 'welcome' | 'everyday',
): GreetingItem[] {
  if (variant === 'everyday')
    return bonuses
      .filter((bonus) => bonus.conditions.type === 'everyday')
      .map((bonus) => ({
        bonus,
        state: bonus.isCurrent ? 'current' : bonus.isClaimed ? 'claimed' : 'available',
      }));
  const steps = bonuses
    .filter((bonus) => bonus.conditions.type === 'welcome' && !bonus.isPersonal)
    .sort((a, b) => a.conditions.minDepositNumber - b.conditions.minDepositNumber);
  return steps.map((bonus, index) => {
    const previous = steps[index - 1];
    const state: GreetingState = bonus.isCurrent
      ? 'current'
      : bonus.isClaimed
        ? 'claimed'
        : index === 0
          ? bonus.isFirst
            ? 'available'
            : 'disabled'
          : previous?.isClaimed
            ? 'available'
            : 'disabled';
    return { bonus, state };
  });
}
