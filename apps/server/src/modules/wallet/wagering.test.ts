import { describe, expect, it } from 'vitest';
import { wageringProgress } from './wagering';

describe('wageringProgress', () => {
  it('is complete at once when the multiplier is 0', () => {
    expect(wageringProgress('0', { betsMinor: 0n, depositsMinor: 500n })).toEqual({
      currentMinor: 0n,
      totalMinor: 0n,
      complete: true,
    });
  });

  it('needs stakes of multiplier × deposits, rounded up, and is complete exactly there', () => {
    expect(wageringProgress('1.5', { betsMinor: 149n, depositsMinor: 100n })).toMatchObject({
      totalMinor: 150n,
      complete: false,
    });
    expect(wageringProgress('1.5', { betsMinor: 150n, depositsMinor: 100n }).complete).toBe(true);
    expect(wageringProgress('0.3333', { betsMinor: 0n, depositsMinor: 10n }).totalMinor).toBe(4n);
  });
});
