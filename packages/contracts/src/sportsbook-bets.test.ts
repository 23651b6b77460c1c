import { describe, expect, it } from 'vitest';
import { ZAdminSettleRequest } from './sportsbook-bets';

const settle = (deadHeatFactor: string) =>
  ZAdminSettleRequest.safeParse({ outcomes: [{ outcomeId: 1, result: 'won', deadHeatFactor }] });

describe('ZAdminSettleRequest dead-heat factor', () => {
  it('accepts a factor in (0, 1]', () => {
    for (const value of ['0.5', '0.333333', '0.000001', '1', '1.0', '1.000000'])
      expect(settle(value).success, value).toBe(true);
  });

  it('refuses zero and anything outside (0, 1] (a zero factor used to reach settlement and 500)', () => {
    for (const value of [
      '0',
      '0.0',
      '0.000000',
      '1.5',
      '1.000001',
      '2',
      '-0.5',
      '.5',
      '0.1234567',
      '',
    ])
      expect(settle(value).success, value).toBe(false);
  });
});
