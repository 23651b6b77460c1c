import type { ComponentType } from 'react';
import type { OriginalGameSlug } from '@wheelhouse/contracts/games';

/** What an original's play area receives from the game page frame. */
export interface OriginalPlayAreaProps {
  gameId: number;
  slug: OriginalGameSlug;
}

/**
 * Mount point for our originals: each game's play area (bet controls, result, history, fairness
 * panel) is registered here by app/original-play-areas.ts (features may not import each other) and
 * the game page renders it inside its frame.
 */
export const originalPlayAreas: Partial<
  Record<OriginalGameSlug, ComponentType<OriginalPlayAreaProps>>
> = {};
