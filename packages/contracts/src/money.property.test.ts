import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainRates,
  convertMinor,
  formatAmount,
  formatRate,
  invertRate,
  MAX_MINOR_UNITS,
  parseAmount,
  parseRate,
  type Rate,
} from './money';

const scale = fc.integer({ min: 0, max: 18 });
const minor = fc.bigInt({ min: 0n, max: 2n ** 63n - 1n });
/** Rates as operators and feeds write them: up to 12 significant digits, up to 18 decimals. */
const rateText = fc
  .tuple(fc.bigInt({ min: 1n, max: 999_999_999_999n }), fc.integer({ min: 0, max: 18 }))
  .map(([digits, decimals]) =>
    formatRate({ numerator: digits, denominator: 10n ** BigInt(decimals) }),
  );
const rate = rateText.map((text) => parseRate(text) as Rate);

describe('parseAmount / formatAmount', () => {
  it('round-trips every amount at every scale', () => {
    fc.assert(
      fc.property(minor, scale, fc.boolean(), (amount, digits, negative) => {
        const value = negative ? -amount : amount;
        const text = formatAmount(value, digits);
        expect(parseAmount(text, digits, { allowNegative: true })).toEqual({
          ok: true,
          minor: value,
        });
      }),
    );
  });

  it('parses exactly what a decimal string says, never through a float', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 18 }),
        (whole, digits) => {
          const text = `${whole}.${'9'.repeat(digits)}`;
          const parsed = parseAmount(text, digits, { unbounded: true });
          expect(parsed).toEqual({ ok: true, minor: (whole + 1n) * 10n ** BigInt(digits) - 1n });
          // Bounded (the default): exact up to what a bigint column holds; past it, no amount.
          const minor = (whole + 1n) * 10n ** BigInt(digits) - 1n;
          expect(parseAmount(text, digits)).toEqual(
            minor <= MAX_MINOR_UNITS ? { ok: true, minor } : { ok: false, rule: 'invalid_amount' },
          );
        },
      ),
    );
  });

  it('parses every amount a bigint column holds exactly, up to its largest', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 18 })
          .chain((digits) =>
            fc.tuple(
              fc.constant(digits),
              fc.bigInt({ min: 0n, max: MAX_MINOR_UNITS / 10n ** BigInt(digits) }),
              fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) - 1n }),
            ),
          ),
        ([digits, whole, fraction]) => {
          const minor = whole * 10n ** BigInt(digits) + fraction;
          const text =
            digits === 0 ? `${whole}` : `${whole}.${`${fraction}`.padStart(digits, '0')}`;
          expect(parseAmount(text, digits)).toEqual(
            minor <= MAX_MINOR_UNITS ? { ok: true, minor } : { ok: false, rule: 'invalid_amount' },
          );
        },
      ),
    );
    expect(parseAmount('9223372036854775807', 0)).toEqual({ ok: true, minor: MAX_MINOR_UNITS });
    expect(parseAmount('9223372036854775808', 0)).toEqual({ ok: false, rule: 'invalid_amount' });
  });

  it('rejects more decimals than the scale, exponents, signs and junk', () => {
    fc.assert(
      fc.property(scale, (digits) => {
        expect(parseAmount(`1.${'0'.repeat(digits + 1)}`, digits)).toMatchObject({ ok: false });
      }),
    );
    for (const text of ['1e3', '+1', '-1', ' 1', '1 ', '01', '.5', '5.', '1,5', 'NaN', '0x10', ''])
      expect(parseAmount(text, 2).ok).toBe(false);
  });
});

describe('rates', () => {
  it('parse the decimal they were written from', () => {
    fc.assert(
      fc.property(rateText, (text) => {
        expect(formatRate(parseRate(text) as Rate)).toBe(text);
      }),
    );
  });

  it('invert and chain exactly', () => {
    fc.assert(
      fc.property(rate, rate, (a, b) => {
        expect(chainRates(a, invertRate(a))).toEqual({ numerator: 1n, denominator: 1n });
        const ab = chainRates(a, b);
        expect(ab.numerator * a.denominator * b.denominator).toBe(
          a.numerator * b.numerator * ab.denominator,
        );
      }),
    );
  });

  it('refuse zero, negatives, exponents and more than 18 decimals', () => {
    for (const text of ['0', '0.000', '-1', '1e5', '1.', `0.${'0'.repeat(18)}1`])
      expect(parseRate(text)).toBeNull();
  });
});

describe('convertMinor (rounds down: never in the player’s favour)', () => {
  const amount = fc.bigInt({ min: 0n, max: 10n ** 15n });

  it('gives the largest amount not above the exact value', () => {
    fc.assert(
      fc.property(amount, scale, scale, rate, (value, from, to, r) => {
        const converted = convertMinor(value, from, to, r);
        // exact target = value * num * 10^to / (den * 10^from); converted <= exact < converted + 1
        const exactNumerator = value * r.numerator * 10n ** BigInt(to);
        const exactDenominator = r.denominator * 10n ** BigInt(from);
        expect(converted * exactDenominator <= exactNumerator).toBe(true);
        expect((converted + 1n) * exactDenominator > exactNumerator).toBe(true);
      }),
    );
  });

  it('never yields more on a round trip than was put in', () => {
    fc.assert(
      fc.property(amount, scale, scale, rate, (value, from, to, r) => {
        const there = convertMinor(value, from, to, r);
        const back = convertMinor(there, to, from, invertRate(r));
        expect(back <= value).toBe(true);
      }),
    );
  });

  it('is monotonic and additive only downwards', () => {
    fc.assert(
      fc.property(amount, amount, scale, scale, rate, (a, b, from, to, r) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertMinor(low, from, to, r) <= convertMinor(high, from, to, r)).toBe(true);
        // Converting two parts separately never beats converting the sum (no split-to-profit).
        expect(
          convertMinor(a, from, to, r) + convertMinor(b, from, to, r) <=
            convertMinor(a + b, from, to, r),
        ).toBe(true);
      }),
    );
  });

  it('is exact when the rate is 1 and the scales match, and refuses negatives', () => {
    fc.assert(
      fc.property(amount, scale, (value, digits) => {
        expect(convertMinor(value, digits, digits, { numerator: 1n, denominator: 1n })).toBe(value);
      }),
    );
    expect(() => convertMinor(-1n, 2, 2, { numerator: 1n, denominator: 1n })).toThrow(RangeError);
  });

  it('matches worked examples', () => {
    const btcUsd = parseRate('65000') as Rate;
    expect(convertMinor(1_000n, 8, 6, btcUsd)).toBe(650_000n); // 0.00001 BTC = 0.65 USD
    expect(convertMinor(650_001n, 6, 8, invertRate(btcUsd))).toBe(1_000n); // rounds down
    expect(convertMinor(1n, 2, 6, parseRate('0.0000615') as Rate)).toBe(0n); // 0.01 IDR
  });
});
