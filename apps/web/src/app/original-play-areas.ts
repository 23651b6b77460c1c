import { originalPlayAreas } from '../features/game-page/components/original-play-areas';
import { DicePlayArea } from '../features/originals-classic/components/dice-play-area';
import { LimboPlayArea } from '../features/originals-classic/components/limbo-play-area';
import { PlinkoPlayArea } from '../features/originals-classic/components/plinko-play-area';
import { MinesPlayArea } from '../features/originals-mines-slot/components/mines-play-area';
import { SlotPlayArea } from '../features/originals-mines-slot/components/slot-play-area';

/**
 * Plugs each original's play area into the game page. It lives in app/ because features may not
 * import each other: the game page owns the mount point, each originals feature owns its games,
 * and the app wires them together. Imported once, for this effect, by routes.tsx.
 */
Object.assign(originalPlayAreas, {
  dice: DicePlayArea,
  limbo: LimboPlayArea,
  plinko: PlinkoPlayArea,
  mines: MinesPlayArea,
  slot: SlotPlayArea,
});
