import { MINES_MAX, MINES_MIN } from '@wheelhouse/fair/mines';

export const DEFAULT_MINES = 3;

/** Every mine count a round may have, for the mines picker (a list, so nothing invalid is typed). */
export const MINES_CHOICES: readonly number[] = Array.from(
  { length: MINES_MAX - MINES_MIN + 1 },
  (_, index) => MINES_MIN + index,
);
