import { useTranslation } from 'react-i18next';
import { useFreeSpins } from '../../lib/bonuses/use-free-spins';

/**
 * The free spins the player's active bonuses hold on this game (issue 13): a third-party game's
 * slug, whose provider plays them first in real-money mode, or null for the slot original.
 * Nothing while there are none or the list loads.
 */
export function FreeSpinsLeft({
  game,
  compact = false,
}: {
  game: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { left } = useFreeSpins(game);
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
