import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor } from '@wheelhouse/contracts/money';
import { protocolInteger, toHouseMinor, toSessionMinor, type SessionRates } from './amounts';

// EUR in protocol units (1/100,000) against a USD house at scale 6: 1 EUR = 1.08 USD.
const eur: SessionRates = {
  sessionScale: 5,
  houseScale: 6,
  toHouse: { numerator: 108n, denominator: 100n },
  toSession: { numerator: 100n, denominator: 108n },
};

describe('provider amounts', () => {
  it('converts a stake to the house currency exactly as the originals do', () => {
    expect(toHouseMinor(250_000n, eur)).toBe(2_700_000n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        expect(toHouseMinor(amount, eur)).toBe(convertMinor(amount, 5, 6, eur.toHouse));
      }),
    );
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
