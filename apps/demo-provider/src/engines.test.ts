import { describe, expect, it } from 'vitest';
import { crashPoint, hiloPayout, playCrash, resolveHilo, spinSlot, winningRanks } from './engines';

/** A fixed sequence of draws, so each outcome is known. */
const draws = (...values: number[]) => {
  let index = 0;
  return (max: number) => (values[index++ % values.length] ?? 0) % max;
};

describe('demo provider games', () => {
  it('pays a slot line of five sevens from the left, a fifth of the stake per line', () => {
    // Weight draws landing on "seven" (the last 6 of 100) for every cell.
    const { reels, wins, payout } = spinSlot(100_000, draws(99));
    expect(reels.flat().every((symbol) => symbol === 'seven')).toBe(true);
    expect(wins).toHaveLength(5);
    expect(payout).toBe((100_000 * 167_500 * 5) / 100 / 5);
  });

  it('pays nothing when no line has three of a kind', () => {
    // cherry, lemon, bell, cherry, lemon … never three equal from the left on any line.
    const { wins, payout } = spinSlot(
      100_000,
      draws(0, 40, 70, 0, 40, 70, 40, 0, 40, 70, 0, 40, 70, 0, 40),
    );
    expect(wins).toEqual([]);
    expect(payout).toBe(0);
  });

  it('crashes at once on one draw in a hundred and wins a cash-out below the crash', () => {
    expect(crashPoint(draws(0))).toBe(100);
    expect(crashPoint(draws(2 ** 31 + 1))).toBe(198);
    expect(playCrash(100_000, 150, draws(2 ** 31 + 1))).toEqual({
      crash: 198,
      target: 150,
      payout: 150_000,
    });
    expect(playCrash(100_000, 250, draws(2 ** 31 + 1)).payout).toBe(0);
  });

  it('prices a hi-lo guess at 97% of the fair odds and loses on a tie', () => {
    expect(winningRanks(13, 'higher')).toBe(0);
    expect(hiloPayout(100_000, 7, 'higher')).toBe(Math.floor((100_000 * 97 * 13) / (100 * 6)));
    expect(resolveHilo(100_000, 7, 'higher', draws(6)).payout).toBe(0);
    expect(resolveHilo(100_000, 7, 'higher', draws(7)).payout).toBe(210_166);
  });
});
