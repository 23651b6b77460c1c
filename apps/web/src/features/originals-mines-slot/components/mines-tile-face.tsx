import type { TileFace } from '../model/mines-board';
import { GemArt, MineArt } from './mines-tile-art';

/**
 * The picture on a tile (decorative: the button's label says what it is). A newly turned tile
 * pops in unless the player asked for reduced motion.
 */
export function MinesTileFace({
  face,
  pending,
  reducedMotion,
}: {
  face: TileFace;
  pending: boolean;
  reducedMotion: boolean;
}) {
  if (face === 'hidden')
    return pending ? (
      <span
        aria-hidden="true"
        className={`size-3 rounded-full bg-amber-400 ${reducedMotion ? '' : 'animate-ping'}`}
      />
    ) : null;
  const gem = face === 'gem' || face === 'gem-unpicked';
  return (
    <span
      aria-hidden="true"
      className={`flex ${
        reducedMotion ? '' : 'transition duration-200 ease-out starting:scale-50 starting:opacity-0'
      }`}
      data-motion={reducedMotion ? 'reduced' : 'full'}
    >
      {gem ? <GemArt /> : <MineArt />}
    </span>
  );
}
