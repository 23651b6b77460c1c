import { describe, expect, it } from 'vitest';
import { playSicBo, SICBO_SPOTS, sicBoReturn, type Dice, type SicBoSpot } from './sicbo';

/** Dice faces 1–6 as the random source's answers (it draws 0–5). */
const dice =
  (...faces: number[]) =>
  () =>
    faces.shift()! - 1;

const allRolls: Dice[] = [];
for (let a = 1; a <= 6; a += 1)
  for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) allRolls.push([a, b, c]);

/** The return to player of one spot, counted over the 216 rolls. */
const rtp = (spot: SicBoSpot) =>
  allRolls.reduce((sum, roll) => sum + sicBoReturn({ [spot]: 1_000 }, roll), 0) / (216 * 1_000);

describe('sic bo', () => {
  it('pays small and big 1:1 and loses both on a triple', () => {
    expect(playSicBo({ small: 100_000, big: 50_000 }, dice(1, 3, 6))).toMatchObject({
      dice: [1, 3, 6],
      total: 10,
      payout: 200_000,
    });
    expect(playSicBo({ small: 100_000, big: 50_000 }, dice(6, 6, 5)).payout).toBe(100_000);
    expect(playSicBo({ small: 100_000, big: 50_000 }, dice(2, 2, 2)).payout).toBe(0);
  });

  it('pays totals, triples and single numbers by the standard table', () => {
    expect(sicBoReturn({ 'total-4': 10_000 }, [1, 1, 2])).toBe(610_000);
    expect(sicBoReturn({ 'total-10': 10_000, 'total-11': 10_000 }, [5, 4, 1])).toBe(70_000);
    expect(sicBoReturn({ 'triple-3': 10_000, 'any-triple': 10_000 }, [3, 3, 3])).toBe(
      181 * 10_000 + 31 * 10_000,
    );
    expect(sicBoReturn({ 'triple-3': 10_000 }, [4, 4, 4])).toBe(0);
    expect(sicBoReturn({ 'single-5': 10_000 }, [5, 1, 2])).toBe(20_000);
    expect(sicBoReturn({ 'single-5': 10_000 }, [5, 5, 2])).toBe(30_000);
    expect(sicBoReturn({ 'single-5': 10_000 }, [5, 5, 5])).toBe(40_000);
    expect(sicBoReturn({ 'single-5': 10_000 }, [1, 2, 3])).toBe(0);
  });

  it('names every winning spot of a roll', () => {
    expect(playSicBo({ big: 10_000 }, dice(4, 4, 4)).winners).toEqual([
      'total-12',
      'any-triple',
      'triple-4',
      'single-4',
    ]);
  });

  it('returns 97.22% on small and big, as the catalogue declares, and less on the rest', () => {
    expect((rtp('small') * 100).toFixed(2)).toBe('97.22');
    expect((rtp('big') * 100).toFixed(2)).toBe('97.22');
    expect((rtp('single-1') * 100).toFixed(2)).toBe('92.13');
    expect((rtp('any-triple') * 100).toFixed(2)).toBe('86.11');
    expect((rtp('triple-6') * 100).toFixed(2)).toBe('83.80');
    for (const spot of SICBO_SPOTS) expect(rtp(spot)).toBeLessThanOrEqual(rtp('small'));
  });
});
