import { secureRandom, type Random } from './engines';

/**
 * The money wheel (a Dream Catcher-style wheel), decided on the provider's server with the
 * CSPRNG. 54 equal segments: 23 × "1", 15 × "2", 7 × "5", 4 × "10", 2 × "20", 1 × "40" and two
 * multipliers, "2x" and "7x". A chip on a number wins when the wheel stops on it and pays that
 * number to 1 (the stake comes back on top). A multiplier pays nothing itself: the wheel spins
 * again and the odds of the number it then stops on are multiplied (multipliers stack: 2x then 7x
 * is 14x). Every odds figure is a whole number, so a payout is exact: stake + stake × number ×
 * multiplier, with no rounding. The stacked multiplier is capped at ×117,649 (7x six times in a
 * row, about once in 25 billion spins), which keeps the largest payout a safe integer and moves
 * no bet's return by 0.0001%.
 *
 * Return to player of a number n with c segments (exactly, from the geometry of the re-spins):
 * c/52 + c·n/45 — 1: 95.34%, 2: 95.51%, 5: 91.24%, 10: 96.58%, 20: 92.74%, 40: 90.81%.
 */

export const WHEEL_NUMBERS = ['1', '2', '5', '10', '20', '40'] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];
export type WheelSegment = WheelNumber | '2x' | '7x';

/** How many of the 54 segments carry each number or multiplier. */
export const WHEEL_COUNTS: Record<WheelSegment, number> = {
  '1': 23,
  '2': 15,
  '5': 7,
  '10': 4,
  '20': 2,
  '40': 1,
  '2x': 1,
  '7x': 1,
};

/** The segments in order round the wheel (the layout the page draws; the counts above hold). */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  '40',
  '1',
  '2',
  '1',
  '5',
  '1',
  '2',
  '1',
  '10',
  '1',
  '2',
  '1',
  '5',
  '1',
  '2',
  '1',
  '20',
  '1',
  '2',
  '5',
  '1',
  '2x',
  '1',
  '2',
  '1',
  '10',
  '1',
  '2',
  '1',
  '5',
  '1',
  '2',
  '1',
  '7x',
  '1',
  '2',
  '1',
  '10',
  '1',
  '2',
  '1',
  '5',
  '1',
  '2',
  '1',
  '20',
  '1',
  '2',
  '5',
  '2',
  '10',
  '2',
  '5',
  '2',
];

export const WHEEL_MAX_MULTIPLIER = 117_649;

export type WheelBets = Partial<Record<WheelNumber, number>>;

/** One spin, re-spun after each multiplier: the segments it stopped on (their layout index), in order. */
export function spinWheel(random: Random = secureRandom): number[] {
  const stops: number[] = [];
  for (;;) {
    const index = random(WHEEL_SEGMENTS.length);
    stops.push(index);
    const segment = WHEEL_SEGMENTS[index];
    if (segment !== '2x' && segment !== '7x') return stops;
  }
}

/** The stacked multiplier of a spin's stops (every stop but the last is a multiplier). */
export function multiplierOf(stops: readonly WheelSegment[]): number {
  return stops
    .slice(0, -1)
    .reduce(
      (product, stop) => Math.min(WHEEL_MAX_MULTIPLIER, product * (stop === '7x' ? 7 : 2)),
      1,
    );
}

/** What the chips return (stakes included) when the wheel's stops are `stops`. */
export function wheelReturn(bets: WheelBets, stops: readonly WheelSegment[]): number {
  const number = stops[stops.length - 1] as WheelNumber;
  const stake = bets[number] ?? 0;
  return stake + stake * Number(number) * multiplierOf(stops);
}

/** One round over the chips: the stops, the number it settled on, the multiplier and the return. */
export function playWheel(bets: WheelBets, random: Random = secureRandom) {
  const indexes = spinWheel(random);
  const stops = indexes.map((index) => WHEEL_SEGMENTS[index]!);
  return {
    /** Where the wheel stopped each time (indexes into the layout) and what it showed. */
    indexes,
    stops,
    number: stops[stops.length - 1] as WheelNumber,
    multiplier: multiplierOf(stops),
    bets,
    payout: wheelReturn(bets, stops),
  };
}
