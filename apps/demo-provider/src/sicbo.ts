import { secureRandom, type Random } from './engines';

/**
 * Sic bo: three dice, rolled on the provider's server with the CSPRNG. The bets and the standard
 * (Atlantic City / Macau) paytable, each odds figure to 1 with the stake back on top:
 * - small (total 4–10) and big (11–17): 1:1, both lose on any triple;
 * - a total: 4 or 17 60:1, 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1, 9–12 6:1;
 * - a specific triple (three of one face): 180:1; any triple: 30:1;
 * - a single number: 1:1 when it shows on one die, 2:1 on two, 3:1 on three.
 * Every figure is a whole number, so a payout is exact (no rounding). Return to player, counted
 * over the 216 equally likely rolls: small/big 97.22%, single number 92.13%, any triple 86.11%,
 * specific triple 83.80%, totals 81.02% (9, 12) to 90.28% (7, 14) — see sicbo.test.ts.
 */

export const SICBO_TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export const SICBO_FACES = [1, 2, 3, 4, 5, 6] as const;

export const SICBO_SPOTS = [
  'small',
  'big',
  ...SICBO_TOTALS.map((total) => `total-${total}` as const),
  'any-triple',
  ...SICBO_FACES.map((face) => `triple-${face}` as const),
  ...SICBO_FACES.map((face) => `single-${face}` as const),
] as const;
export type SicBoSpot = (typeof SICBO_SPOTS)[number];
export type SicBoBets = Partial<Record<SicBoSpot, number>>;

/** The odds (to 1) of a total bet. */
export const TOTAL_ODDS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const SPECIFIC_TRIPLE_ODDS = 180;
export const ANY_TRIPLE_ODDS = 30;

export type Dice = [number, number, number];

export const rollDice = (random: Random = secureRandom): Dice => [
  1 + random(6),
  1 + random(6),
  1 + random(6),
];

/** The odds one spot wins at on `dice` (to 1), or undefined when it loses. */
export function sicBoOdds(spot: SicBoSpot, dice: Dice): number | undefined {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  if (spot === 'small') return !triple && total <= 10 ? 1 : undefined;
  if (spot === 'big') return !triple && total >= 11 ? 1 : undefined;
  if (spot === 'any-triple') return triple ? ANY_TRIPLE_ODDS : undefined;
  const [kind, value] = spot.split('-') as [string, string];
  const n = Number(value);
  if (kind === 'total') return total === n ? TOTAL_ODDS[n] : undefined;
  if (kind === 'triple') return triple && dice[0] === n ? SPECIFIC_TRIPLE_ODDS : undefined;
  const shown = dice.filter((die) => die === n).length;
  return shown > 0 ? shown : undefined;
}

/** What the chips return (stakes included) on `dice`. */
export function sicBoReturn(bets: SicBoBets, dice: Dice): number {
  let paid = 0;
  for (const [spot, stake] of Object.entries(bets) as Array<[SicBoSpot, number]>) {
    const odds = sicBoOdds(spot, dice);
    if (odds !== undefined) paid += stake * (odds + 1);
  }
  return paid;
}

/** One roll over the chips: the dice, their total, the winning spots and the return. */
export function playSicBo(bets: SicBoBets, random: Random = secureRandom) {
  const dice = rollDice(random);
  return {
    dice,
    total: dice[0] + dice[1] + dice[2],
    winners: SICBO_SPOTS.filter((spot) => sicBoOdds(spot, dice) !== undefined),
    bets,
    payout: sicBoReturn(bets, dice),
  };
}
