import { PlayError } from './rounds';
import { secureRandom, type Random } from './engines';

/**
 * European (single-zero) roulette: 37 pockets, 0 to 36, decided here with the CSPRNG. A bet
 * covers a set of numbers; a win returns the stake plus the standard odds (35:1 … 1:1), which
 * for every legal bet is stake × 36 / numbers covered, so the house edge is 1/37 on each bet.
 */

export const POCKETS = 37;
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const OUTSIDE_KINDS = [
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];
export type OutsideKind = (typeof OUTSIDE_KINDS)[number];
export type BetKind = InsideKind | OutsideKind;

/** The odds paid on a win (to 1), the stake coming back on top. */
export const ODDS: Record<BetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** At most this many bets in one spin (a full table of straights and the outside bets fits). */
export const MAX_BETS = 50;

export interface RouletteBet {
  kind: BetKind;
  /** Inside bets: the numbers covered; dozens and columns: [1], [2] or [3]; others: none. */
  numbers: number[];
  stake: number;
}

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every legal inside position of each kind, on the usual layout of 12 rows of three (1-2-3,
 * 4-5-6 …) with zero above the first row: zero splits with 1, 2 and 3, the trios 0-1-2 and
 * 0-2-3 are streets and 0-1-2-3 (first four) is a corner.
 */
export const INSIDE_POSITIONS: Record<InsideKind, number[][]> = (() => {
  const straight = Array.from({ length: POCKETS }, (_, n) => [n]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  const line: number[][] = [];
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (n % 3 === 1) street.push([n, n + 1, n + 2]);
    if (n % 3 !== 0 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
    if (n % 3 === 1 && n <= 31) line.push([n, n + 1, n + 2, n + 3, n + 4, n + 5]);
  }
  return { straight, split, street, corner, line };
})();

const LEGAL = new Map(
  INSIDE_KINDS.map((kind) => [kind, new Set(INSIDE_POSITIONS[kind].map(key))] as const),
);

/** The numbers an outside bet covers (zero is never among them). */
function outsideNumbers(kind: OutsideKind, index: number | undefined): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (kind) {
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === index);
    case 'column':
      return all.filter((n) => ((n - 1) % 3) + 1 === index);
    case 'red':
      return RED;
    case 'black':
      return all.filter((n) => !RED.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
  }
}

const isKind = (value: unknown): value is BetKind =>
  typeof value === 'string' && Object.hasOwn(ODDS, value);

/**
 * The numbers a bet covers, or a refusal: an inside bet must name a legal position of its kind;
 * a dozen or column one of 1, 2, 3; an even-money bet nothing.
 */
export function coveredNumbers(kind: unknown, numbers: unknown): number[] {
  if (!isKind(kind)) throw new PlayError('bad_bet');
  const list = numbers === undefined ? [] : numbers;
  if (!Array.isArray(list) || !list.every((n) => Number.isInteger(n)))
    throw new PlayError('bad_bet');
  if ((INSIDE_KINDS as readonly string[]).includes(kind)) {
    if (!LEGAL.get(kind as InsideKind)!.has(key(list as number[]))) throw new PlayError('bad_bet');
    return [...(list as number[])].sort((a, b) => a - b);
  }
  if (kind === 'dozen' || kind === 'column') {
    if (list.length !== 1 || ![1, 2, 3].includes(list[0] as number)) throw new PlayError('bad_bet');
    return outsideNumbers(kind, list[0] as number);
  }
  if (list.length !== 0) throw new PlayError('bad_bet');
  return outsideNumbers(kind as OutsideKind, undefined);
}

/**
 * Checks a spin's bets from the frame: 1 to MAX_BETS bets, each of a legal position, each stake
 * one of the chips offered. Answers the bets and their total stake.
 */
export function parseBets(
  input: unknown,
  chips: readonly number[],
): { bets: RouletteBet[]; total: number } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_BETS)
    throw new PlayError('bad_bet');
  const bets = input.map((raw: unknown): RouletteBet => {
    if (!raw || typeof raw !== 'object') throw new PlayError('bad_bet');
    const { kind, numbers, stake } = raw as Record<string, unknown>;
    if (typeof stake !== 'number' || !chips.includes(stake)) throw new PlayError('bad_stake');
    const covered = coveredNumbers(kind, numbers);
    return { kind: kind as BetKind, numbers: covered, stake };
  });
  return { bets, total: bets.reduce((sum, bet) => sum + bet.stake, 0) };
}

/** What a bet returns when `pocket` comes up: stake × (odds + 1), or nothing. */
export function betReturn(bet: RouletteBet, pocket: number): number {
  return bet.numbers.includes(pocket) ? bet.stake * (ODDS[bet.kind] + 1) : 0;
}

export const colourOf = (pocket: number): 'green' | 'red' | 'black' =>
  pocket === 0 ? 'green' : RED.includes(pocket) ? 'red' : 'black';

/** One spin of the wheel over the bets: the pocket, which bets won, and the total returned. */
export function spinRoulette(bets: RouletteBet[], random: Random = secureRandom) {
  const pocket = random(POCKETS);
  const returns = bets.map((bet) => betReturn(bet, pocket));
  return {
    pocket,
    colour: colourOf(pocket),
    winning: returns.flatMap((amount, index) => (amount > 0 ? [index] : [])),
    payout: returns.reduce((sum, amount) => sum + amount, 0),
  };
}
