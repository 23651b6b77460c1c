import { useTranslation } from 'react-i18next';
import { usePlayerBonuses } from '../../../lib/bonuses/get-player-bonuses';

/**
 * The free spins the player's active bonuses hold on this third-party game (issue 13): its
 * provider plays them first in real-money mode. Nothing while there are none or the list loads.
 */
export function FreeSpinsLeft({ game, compact = false }: { game: string; compact?: boolean }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses();
  const left = (bonuses.data ?? []).reduce((sum, bonus) => {
    const activation = bonus.activation;
    if (activation?.state !== 'active' || activation.freespins?.game !== game) return sum;
    return sum + activation.freespins.left;
  }, 0);
  if (left === 0) return null;
  return (
    <p
      role="status"
      data-testid="game-free-spins"
      className={`rounded-full bg-amber-400/15 px-2.5 py-0.5 font-semibold text-amber-300 ${
        compact ? 'text-xs' : 'text-sm'
      }`}
    >
      {t('games.page.frame.free_spins', { left })}
    </p>
  );
}
