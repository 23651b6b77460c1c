import { describe, expect, it } from 'vitest';
import { gamingRevenueAllowsWithdrawal, wageringProgress } from './wagering';

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

describe('gamingRevenueAllowsWithdrawal', () => {
  const played = { betsMinor: 1_000n, winsMinor: 800n, depositsMinor: 1_000n };
  it('allows when the result of play reaches the percent of deposits, either way', () => {
    expect(gamingRevenueAllowsWithdrawal(20, played)).toBe(true);
    expect(gamingRevenueAllowsWithdrawal(20, { ...played, winsMinor: 1_200n })).toBe(true);
  });
  it('refuses deposits withdrawn without play, and hedged play that neither wins nor loses', () => {
    expect(gamingRevenueAllowsWithdrawal(20, { ...played, betsMinor: 0n, winsMinor: 0n })).toBe(
      false,
    );
    expect(gamingRevenueAllowsWithdrawal(20, { ...played, winsMinor: 990n })).toBe(false);
    expect(gamingRevenueAllowsWithdrawal(21, played)).toBe(false);
  });
  it('is off at 0 and does not concern a player without deposits', () => {
    expect(gamingRevenueAllowsWithdrawal(0, { ...played, betsMinor: 0n, winsMinor: 0n })).toBe(
      true,
    );
    expect(
      gamingRevenueAllowsWithdrawal(50, { betsMinor: 0n, winsMinor: 0n, depositsMinor: 0n }),
    ).toBe(true);
  });
});
