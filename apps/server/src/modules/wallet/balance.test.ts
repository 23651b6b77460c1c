import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '@wheelhouse/contracts/money';
import { buildBalance, type BalanceCurrency } from './balance';

const USD: BalanceCurrency = {
  code: 'USD',
  ledgerScale: 6,
  displayPrecision: 2,
  displayFormat: '${amount}',
  icon: '/usd.svg',
};
const BTC: BalanceCurrency = {
  code: 'BTC',
  ledgerScale: 8,
  displayPrecision: 8,
  displayFormat: '{amount} BTC',
  icon: '/btc.svg',
};

describe('buildBalance', () => {
  it('adds bonus money to total only and converts each amount to the primary currency', () => {
    // 1 USD = 1/65000 BTC.
    const balance = buildBalance({
      main: 65_000_000_000n,
      bonus: 6_500_000_000n,
      house: USD,
      primary: BTC,
      rate: { numerator: 1n, denominator: 65_000n },
    });
    expect(balance).toEqual({
      total: {
        value: '71500.000000',
        primaryValue: '1.10000000',
        primaryPrecision: 8,
        currency: { code: 'BTC', displayFormat: '{amount} BTC', icon: '/btc.svg' },
      },
      fiat: {
        value: '65000.000000',
        primaryValue: '1.00000000',
        primaryPrecision: 8,
        currency: { code: 'BTC', displayFormat: '{amount} BTC', icon: '/btc.svg' },
      },
      bonuses: [],
      userBonuses: [],
    });
  });

  it('never shows more in the primary currency than the exact value (rounds down)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (main, numerator, denominator) => {
          const balance = buildBalance({
            main,
            bonus: 0n,
            house: USD,
            primary: BTC,
            rate: { numerator, denominator },
          });
          // A display value may exceed what a bigint column holds; read it back exactly.
          const shown = parseAmount(balance.fiat.primaryValue, BTC.ledgerScale, {
            unbounded: true,
          });
          expect(shown.ok).toBe(true);
          if (!shown.ok) return;
          // shown / 1e8 <= main / 1e6 * n / d  ⇔  shown * 1e6 * d <= main * n * 1e8
          const exact = main * numerator * 10n ** 8n;
          expect(shown.minor * 10n ** 6n * denominator <= exact).toBe(true);
          expect((shown.minor + 1n) * 10n ** 6n * denominator > exact).toBe(true);
        },
      ),
    );
  });

  it('lists each active bonus with its part of the bonus money and its wagering in the primary currency', () => {
    const balance = buildBalance({
      main: 1_000_000n,
      bonus: 30_000_000n,
      house: USD,
      primary: BTC,
      rate: { numerator: 1n, denominator: 65_000n },
      bonuses: [
        {
          id: 'bn_1',
          amountMinor: 20_000_000n,
          remainingMinor: 30_000_000n,
          wagerCurrentMinor: 65_000_000_000n,
          wagerTotalMinor: 130_000_000_000n,
        },
      ],
    });
    expect(balance.total.value).toBe('31.000000');
    expect(balance.bonuses).toEqual([
      expect.objectContaining({ bonusId: 'bn_1', value: '30.000000', primaryValue: '0.00046153' }),
    ]);
    expect(balance.userBonuses).toEqual([
      {
        id: 'bn_1',
        status: 'active',
        amount: expect.objectContaining({ value: '20.000000' }),
        wager: { current: '1.00000000', total: '2.00000000', currency: 'BTC' },
      },
    ]);
  });
});
