import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed, parseFixed, parseIntegerIn } from './decimal';
import { formatMultiplier, multiplierFloor } from './multiplier';
import { payoutFor, profitFor } from './payout';
import { compareRatios, formatPercentFloor, ratio } from './ratio';

describe('exact arithmetic', () => {
  it('reads decimals exactly from text or a number, as typed', () => {
    expect(parseFixed('target', '50.5', 2)).toEqual({ ok: true, value: 5050n });
    expect(parseFixed('target', 0.29, 2)).toEqual({ ok: true, value: 29n });
    expect(parseFixed('target', 1000000, 2)).toEqual({ ok: true, value: 100000000n });
    expect(parseFixed('target', '1.234', 2)).toEqual({
      ok: false,
      error: { field: 'target', rule: 'too_many_decimals', params: { max: 2 } },
    });
    for (const bad of ['1e3', '-1', ' 1', '01', '.5', '5.', 1e21, Number.NaN]) {
      expect(parseFixed('target', bad, 2)).toMatchObject({ ok: false });
    }
    expect(parseFixed('target', true, 2)).toMatchObject({ error: { rule: 'invalid_type' } });
    expect(parseFixed('target', undefined, 2)).toMatchObject({ error: { rule: 'required' } });
  });

  it('round-trips any 2-decimal number through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (hundredths) => {
        const asNumber = Number(formatFixed(BigInt(hundredths), 2));
        expect(parseFixed('x', asNumber, 2)).toEqual({ ok: true, value: BigInt(hundredths) });
      }),
    );
  });

  it('checks integer parameters and their bounds', () => {
    expect(parseIntegerIn('rows', 8, 8, 16)).toEqual({ ok: true, value: 8 });
    expect(parseIntegerIn('rows', 7, 8, 16)).toMatchObject({
      error: { rule: 'min', params: { min: 8 } },
    });
    expect(parseIntegerIn('rows', 17, 8, 16)).toMatchObject({
      error: { rule: 'max', params: { max: 16 } },
    });
    expect(parseIntegerIn('rows', 8.5, 8, 16)).toMatchObject({ error: { rule: 'invalid_type' } });
    expect(parseIntegerIn('rows', '8', 8, 16)).toMatchObject({ error: { rule: 'invalid_type' } });
  });

  it('floors multipliers to 4 decimals and payouts to whole minor units', () => {
    expect(multiplierFloor(99n, 50n)).toBe(19800n);
    expect(multiplierFloor(9900n, 3n)).toBe(33000000n);
    expect(multiplierFloor(2n, 3n)).toBe(6666n);
    expect(formatMultiplier(19800n)).toBe('1.9800');
    expect(formatMultiplier(0n)).toBe('0.0000');
    expect(payoutFor(1_000_000n, 19800n)).toBe(1_980_000n);
    expect(payoutFor(3n, 6666n)).toBe(1n);
    expect(payoutFor(123n, 0n)).toBe(0n);
    expect(profitFor(100n, 5000n)).toBe(-50n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (stake, multiplier) => {
          const payout = payoutFor(stake, multiplier);
          // floor: never more than the exact product, never a whole minor unit less
          expect(payout * 10_000n <= stake * multiplier).toBe(true);
          expect((payout + 1n) * 10_000n > stake * multiplier).toBe(true);
        },
      ),
    );
    expect(() => payoutFor(-1n, 10_000n)).toThrow(RangeError);
  });

  it('keeps ratios exact', () => {
    expect(ratio(6n, 8n)).toEqual({ numerator: 3n, denominator: 4n });
    expect(compareRatios(ratio(1n, 3n), ratio(33n, 100n))).toBe(1);
    expect(formatPercentFloor(ratio(2655887n, 2764800n), 2)).toBe('96.06');
  });
});
