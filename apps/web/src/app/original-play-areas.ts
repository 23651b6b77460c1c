import type { ComponentType } from 'react';
import { isOriginalGameSlug, type OriginalGameSlug } from '@wheelhouse/contracts/plain/games';
import {
  originalPlayAreas,
  type OriginalPlayAreaProps,
} from '../features/game-page/components/original-play-areas';
import { lazyWithPreload, type PreloadableComponent } from '../lib/prefetch/lazy-with-preload';

/**
 * Plugs each original's play area into the game page. It lives in app/ because features may not
 * import each other: the game page owns the mount point, each originals feature owns its games,
 * and the app wires them together. Each play area is its own chunk, loaded when its game is opened
 * or when a link to it shows intent (preloadOriginalPlayArea). Imported once by routes.tsx.
 */
const lazyPlayAreas: Record<
  OriginalGameSlug,
  PreloadableComponent<ComponentType<OriginalPlayAreaProps>>
> = {
  dice: lazyWithPreload(() =>
    import('../features/originals-classic/components/dice-play-area').then((m) => ({
      default: m.DicePlayArea,
    })),
  ),
  limbo: lazyWithPreload(() =>
    import('../features/originals-classic/components/limbo-play-area').then((m) => ({
      default: m.LimboPlayArea,
    })),
  ),
  plinko: lazyWithPreload(() =>
    import('../features/originals-classic/components/plinko-play-area').then((m) => ({
      default: m.PlinkoPlayArea,
    })),
  ),
  mines: lazyWithPreload(() =>
    import('../features/originals-mines-slot/components/mines-play-area').then((m) => ({
      default: m.MinesPlayArea,
    })),
  ),
  slot: lazyWithPreload(() =>
    import('../features/originals-mines-slot/components/slot-play-area').then((m) => ({
      default: m.SlotPlayArea,
    })),
  ),
};

Object.assign(originalPlayAreas, lazyPlayAreas);

/** Starts loading an original's play area; settles (never fails) when it has. */
export function preloadOriginalPlayArea(slug: string): Promise<unknown> {
  return isOriginalGameSlug(slug) ? lazyPlayAreas[slug].preload() : Promise.resolve();
}
