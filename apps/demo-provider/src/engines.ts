import { randomInt } from 'node:crypto';

/**
 * The games' maths, decided on the provider's server. Amounts are integers of 1/100,000 of the
 * session currency (the wallet protocol's unit), so payouts are exact integer arithmetic.
 */

export type Random = (maxExclusive: number) => number;
export const secureRandom: Random = (max) => randomInt(max);

// ---- Slot: 5 reels × 3 rows, 5 lines, pays 3+ of a kind from the left ----------------------

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const SLOT_WEIGHTS = [34, 28, 20, 12, 6];
/** Pay per line in hundredths of the line stake for 3, 4 and 5 of a kind. */
const SLOT_PAYS: Record<SlotSymbol, [number, number, number]> = {
  cherry: [500, 1350, 3350],
  lemon: [670, 2000, 5000],
  bell: [1340, 4000, 13400],
  star: [3350, 10000, 33500],
  seven: [8400, 33500, 167500],
};
/** Rows of each line, reel by reel. */
export const SLOT_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

function slotSymbol(random: Random): SlotSymbol {
  let roll = random(SLOT_WEIGHTS.reduce((sum, weight) => sum + weight, 0));
  for (const [index, weight] of SLOT_WEIGHTS.entries()) {
    if (roll < weight) return SLOT_SYMBOLS[index]!;
    roll -= weight;
  }
  return SLOT_SYMBOLS[0];
}

export function spinSlot(stake: number, random: Random = secureRandom) {
  const reels = Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => slotSymbol(random)),
  );
  const wins: Array<{ line: number; symbol: SlotSymbol; count: number }> = [];
  let hundredths = 0n;
  for (const [index, rows] of SLOT_LINES.entries()) {
    const first = reels[0]![rows[0]!]!;
    let count = 1;
    while (count < 5 && reels[count]![rows[count]!] === first) count += 1;
    if (count >= 3) {
      wins.push({ line: index, symbol: first, count });
      hundredths += BigInt(SLOT_PAYS[first][count - 3] ?? 0);
    }
  }
  // Each line carries a fifth of the stake.
  const payout = Number((BigInt(stake) * hundredths) / (100n * BigInt(SLOT_LINES.length)));
  return { reels, wins, payout };
}

// ---- Crash: the multiplier climbs until it crashes; an auto cash-out below it wins ----------

/** 1% of rounds crash at once; otherwise the usual 0.99 / (1 − r) curve, in hundredths. */
export function crashPoint(random: Random = secureRandom): number {
  const r = random(2 ** 32);
  if (r % 100 === 0) return 100;
  return Math.max(100, Math.floor((99 * 2 ** 32) / (2 ** 32 - r)));
}

export function playCrash(stake: number, target: number, random: Random = secureRandom) {
  const crash = crashPoint(random);
  const won = target <= crash;
  return { crash, target, payout: won ? Number((BigInt(stake) * BigInt(target)) / 100n) : 0 };
}

// ---- Hi-lo: a card is dealt; guess whether the next is higher or lower (ties lose) ----------

export const CARD_RANKS = 13;
export const dealCard = (random: Random = secureRandom) => 1 + random(CARD_RANKS);

/** Ranks that win a guess from `card`; a guess no rank can win is refused. */
export function winningRanks(card: number, guess: 'higher' | 'lower'): number {
  return guess === 'higher' ? CARD_RANKS - card : card - 1;
}

/** 97% of the fair price: stake × 0.97 × 13 / winning ranks, rounded down. */
export function hiloPayout(stake: number, card: number, guess: 'higher' | 'lower'): number {
  const ranks = winningRanks(card, guess);
  if (ranks <= 0) return 0;
  return Number((BigInt(stake) * 97n * BigInt(CARD_RANKS)) / (100n * BigInt(ranks)));
}

export function resolveHilo(
  stake: number,
  card: number,
  guess: 'higher' | 'lower',
  random: Random = secureRandom,
) {
  const next = dealCard(random);
  const won = guess === 'higher' ? next > card : next < card;
  return { card, next, guess, payout: won ? hiloPayout(stake, card, guess) : 0 };
}
