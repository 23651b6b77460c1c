/**
 * The Wheelhouse video slot: 5 reels × 3 rows, 20 paylines. A reel shows three consecutive
 * symbols of its strip starting at its stop (wrapping round). Line pays are multiples of the line
 * bet (stake / 20) for 3, 4 or 5 of a kind from the leftmost reel; the wild stands in for every
 * symbol but the scatter, and five wilds pay their own line pay. Scatters pay anywhere on the
 * screen, in multiples of the whole stake.
 */
export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'bar',
  'bell',
  'plum',
  'lemon',
  'cherry',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export interface SlotMachine {
  rows: number;
  /** One strip per reel. */
  reels: readonly (readonly SlotSymbol[])[];
  /** Each payline gives the row (0 = top) it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** Line bet multiples for [3, 4, 5] of a kind; the scatter never pays on a line. */
  linePays: Readonly<Partial<Record<SlotSymbol, readonly [number, number, number]>>>;
  /** Stake multiples by scatter count anywhere on the screen. */
  scatterPays: Readonly<Record<number, number>>;
}

export const WHEELHOUSE_SLOT: SlotMachine = {
  rows: 3,
  // Strips wrap round. No symbol repeats within three stops, so a reel never shows a symbol twice.
  // prettier-ignore
  reels: [
    [
      'cherry', 'scatter', 'bell', 'seven', 'wild', 'lemon', 'plum', 'cherry', 'lemon', 'wild',
      'cherry', 'bell', 'plum', 'cherry', 'lemon', 'plum', 'cherry', 'wild', 'plum', 'bar',
      'cherry', 'bell', 'bar', 'lemon',
    ],
    [
      'seven', 'plum', 'bar', 'lemon', 'bell', 'cherry', 'plum', 'bell', 'lemon', 'cherry',
      'bar', 'plum', 'cherry', 'scatter', 'wild', 'cherry', 'plum', 'wild', 'cherry', 'lemon',
      'bell', 'cherry', 'wild', 'lemon',
    ],
    [
      'cherry', 'wild', 'lemon', 'cherry', 'bell', 'wild', 'cherry', 'lemon', 'plum', 'bar',
      'bell', 'seven', 'plum', 'bar', 'cherry', 'lemon', 'plum', 'cherry', 'wild', 'plum',
      'scatter', 'lemon', 'cherry', 'wild', 'bell',
    ],
    [
      'lemon', 'cherry', 'plum', 'wild', 'scatter', 'cherry', 'seven', 'bell', 'plum', 'lemon',
      'cherry', 'bell', 'lemon', 'plum', 'cherry', 'wild', 'bar', 'cherry', 'wild', 'bar',
      'lemon', 'cherry', 'plum', 'bell',
    ],
    [
      'bar', 'cherry', 'plum', 'scatter', 'bell', 'cherry', 'lemon', 'bell', 'cherry', 'plum',
      'wild', 'lemon', 'cherry', 'seven', 'plum', 'lemon', 'wild', 'cherry', 'plum', 'bar',
      'lemon', 'bell', 'cherry', 'wild',
    ],
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 0, 2, 0],
  ],
  linePays: {
    wild: [20, 60, 250],
    seven: [10, 40, 150],
    bar: [8, 25, 80],
    bell: [6, 15, 50],
    plum: [4, 10, 30],
    lemon: [3, 6, 20],
    cherry: [2, 4, 12],
  },
  scatterPays: { 3: 2, 4: 8, 5: 25 },
};
