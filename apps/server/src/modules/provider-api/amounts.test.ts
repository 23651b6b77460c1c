import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsLedger,
  protocolInteger,
  toHouseMinor,
  toSessionMinor,
  type SessionRates,
} from './amounts';

// EUR in protocol units (1/100,000) against a USD house at scale 6: 1 EUR = 1.08 USD.
const eur: SessionRates = {
  sessionScale: 5,
  houseScale: 6,
  toHouse: { numerator: 108n, denominator: 100n },
  toSession: { numerator: 100n, denominator: 108n },
};

describe('provider amounts', () => {
  // provider-currency.int.test.ts checks a stake against an original's stake of the same amount.
  it('converts a stake to the house currency rounded down, never up', () => {
    expect(toHouseMinor(250_000n, eur)).toBe(2_700_000n);
    expect(toHouseMinor(1n, { ...eur, toHouse: { numerator: 1n, denominator: 3n } })).toBe(3n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        // Exact value: amount × 10 (scale 5 → 6) × 108/100.
        const exactTimes100 = amount * 10n * 108n;
        const house = toHouseMinor(amount, eur);
        expect(house * 100n).toBeLessThanOrEqual(exactTimes100);
        expect((house + 1n) * 100n).toBeGreaterThan(exactTimes100);
      }),
    );
  });

  it('knows which house amounts the ledger can hold', () => {
    expect(fitsLedger(2n ** 63n - 1n)).toBe(true);
    expect(fitsLedger(2n ** 63n)).toBe(false);
  });

  it('rounds down both ways, so a round trip never grows the amount', () => {
    expect(toSessionMinor(1_000_000n, eur)).toBe(92_592n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (house) => {
        expect(toHouseMinor(toSessionMinor(house, eur), eur)).toBeLessThanOrEqual(house);
      }),
    );
  });

  it('only rescales the house currency', () => {
    const usd: SessionRates = {
      sessionScale: 5,
      houseScale: 6,
      toHouse: { numerator: 1n, denominator: 1n },
      toSession: { numerator: 1n, denominator: 1n },
    };
    expect(toHouseMinor(123_456n, usd)).toBe(1_234_560n);
    expect(toSessionMinor(1_234_567n, usd)).toBe(123_456n);
  });

  it('never reports more than a JSON integer holds exactly', () => {
    expect(protocolInteger(42n)).toBe(42);
    expect(protocolInteger(2n ** 60n)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
