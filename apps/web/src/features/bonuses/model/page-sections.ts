import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';

export interface BonusSections {
  /** Pending or active now, with their wagering; a pending everyday bonus stays in its section. */
  running: PlayerBonus[];
  welcome: PlayerBonus[];
  everyday: PlayerBonus | null;
  personal: PlayerBonus[];
  promo: PlayerBonus[];
}

const isRunning = (bonus: PlayerBonus) => {
  const state = bonus.activation?.state;
  if (state === 'active') return true;
  return state === 'pending' && bonus.conditions.type !== 'everyday';
};

/** Splits GET /api/v2/bonuses into the page's sections; a running personal or promo bonus shows once. */
export function pageSections(bonuses: readonly PlayerBonus[]): BonusSections {
  const running = bonuses.filter(isRunning);
  const notRunning = (bonus: PlayerBonus) => !isRunning(bonus);
  return {
    running,
    welcome: bonuses.filter((bonus) => !bonus.isPersonal && bonus.conditions.type === 'welcome'),
    everyday: bonuses.find((bonus) => bonus.conditions.type === 'everyday') ?? null,
    personal: bonuses.filter(
      (bonus) => (bonus.isPersonal || bonus.conditions.type === 'personal') && notRunning(bonus),
    ),
    promo: bonuses.filter(
      (bonus) =>
        !bonus.isPersonal &&
        (bonus.conditions.type === 'promo' || bonus.conditions.type === 'promo_freespins') &&
        notRunning(bonus),
    ),
  };
}
