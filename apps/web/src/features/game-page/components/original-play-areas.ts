import type { ComponentType } from 'react';
import type { OriginalGameSlug } from '@wheelhouse/contracts/games';

/** What an original's play area receives from the game page frame. */
export interface OriginalPlayAreaProps {
  gameId: number;
  slug: OriginalGameSlug;
}

/**
 * Mount point for our originals: the originals work registers each game's play area here (bet
 * controls, result, history, fairness panel) and the game page renders it inside its frame.
 */
export const originalPlayAreas: Partial<
  Record<OriginalGameSlug, ComponentType<OriginalPlayAreaProps>>
> = {};
