import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquareQuantile } from './chi-square';

describe('chi-square distribution', () => {
  it('matches the closed form for 2 degrees of freedom (CDF = 1 − e^(−x/2))', () => {
    for (const x of [0.1, 1, 5, 9.21, 20, 60]) {
      expect(chiSquareCdf(x, 2)).toBeCloseTo(1 - Math.exp(-x / 2), 12);
    }
    expect(chiSquareQuantile(0.99, 2)).toBeCloseTo(-2 * Math.log(0.01), 9);
  });

  it('matches the normal quantile for 1 degree of freedom (z₀.₉₉₅² = 6.634897)', () => {
    expect(chiSquareQuantile(0.99, 1)).toBeCloseTo(2.5758293035489 ** 2, 6);
  });

  it('gives 134.642 for 99 degrees of freedom at 0.99', () => {
    expect(chiSquareQuantile(0.99, 99)).toBeCloseTo(134.642, 3);
  });
});
