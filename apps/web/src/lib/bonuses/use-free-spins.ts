import { usePlayerBonuses } from './get-player-bonuses';

/**
 * The free spins the player's active bonuses hold on one game (issue 13): `game` is a
 * third-party game's slug (its provider plays them as free rounds), or null for the slot original
 * (played through POST /api/v1/originals/slot/free-spins). `next` is the bonus the next spin
 * takes (the oldest with spins left, as the list is ordered).
 */
export function useFreeSpins(game: string | null) {
  const bonuses = usePlayerBonuses();
  let left = 0;
  let next: string | null = null;
  for (const bonus of bonuses.data ?? []) {
    const activation = bonus.activation;
    const spins = activation?.freespins;
    if (activation?.state !== 'active' || !spins || (spins.game ?? null) !== game) continue;
    if (spins.left === 0) continue;
    left += spins.left;
    next ??= activation.userBonusId;
  }
  return { left, next };
}
