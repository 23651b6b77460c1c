import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FiatFeeLevel } from './fiat';
import {
  base64DecodedLength,
  decodeBase64,
  maxSellAmount,
  sellFee,
  validateSellAmount,
} from './fiat-rules';
import { formatAmount } from './money';

const scale = fc.constantFrom(0, 2, 6);

/** Fee tiers as an operator writes them: up to 4, any order, percent with up to 2 decimals. */
const levels = (
  digits: number,
  maxMin = 10n ** BigInt(digits + 6),
  maxFixed = 10n ** BigInt(digits + 3),
) =>
  fc
    .array(
      fc.record({
        minAmount: fc.bigInt({ min: 0n, max: maxMin }),
        percent: fc.integer({ min: 0, max: 10_000 }),
        fixed: fc.bigInt({ min: 0n, max: maxFixed }),
      }),
      { maxLength: 4 },
    )
    .map((tiers) =>
      tiers.map((tier): FiatFeeLevel => ({
        minAmount: formatAmount(tier.minAmount, digits),
        percent: formatAmount(BigInt(tier.percent), 2),
        fixed: formatAmount(tier.fixed, digits),
      })),
    );

const case_ = scale.chain((digits) =>
  fc.record({
    digits: fc.constant(digits),
    levels: levels(digits),
    available: fc.bigInt({ min: 0n, max: 10n ** BigInt(digits + 8) }),
  }),
);

describe('sellFee / maxSellAmount properties', () => {
  it('the fee is fixed + percent % of the amount, rounded up by less than a minor unit', () => {
    fc.assert(
      fc.property(
        scale,
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        (digits, basisPoints, fixed, amount) => {
          const tier = {
            minAmount: formatAmount(0n, digits),
            percent: formatAmount(BigInt(basisPoints), 2),
            fixed: formatAmount(fixed, digits),
          };
          const fee = sellFee(amount, [tier], digits);
          const exact = fixed * 10_000n + amount * BigInt(basisPoints); // in 1/10000 minor units
          expect(fee * 10_000n >= exact).toBe(true);
          expect(fee * 10_000n < exact + 10_000n).toBe(true);
        },
      ),
    );
  });

  it('maxSellAmount fits with its fee, and one minor unit more does not', () => {
    fc.assert(
      fc.property(case_, ({ digits, levels, available }) => {
        const max = maxSellAmount(available, levels, digits);
        expect(max >= 0n && max <= available).toBe(true);
        if (max > 0n) expect(max + sellFee(max, levels, digits) <= available).toBe(true);
        expect(max + 1n + sellFee(max + 1n, levels, digits) > available).toBe(true);
      }),
    );
  });

  it('every amount up to maxSellAmount fits, when the fee grows with the amount', () => {
    // One tier: amount + fee is monotone, so "≤ max ⇒ fits" holds for every amount below.
    fc.assert(
      fc.property(
        scale.chain((digits) =>
          fc.record({
            digits: fc.constant(digits),
            levels: levels(digits).map((all) => all.slice(0, 1)),
            available: fc.bigInt({ min: 0n, max: 10n ** BigInt(digits + 8) }),
          }),
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ digits, levels, available }, fraction) => {
          const max = maxSellAmount(available, levels, digits);
          const amount = (max * BigInt(Math.floor(fraction * 1_000_000))) / 1_000_000n;
          if (amount > 0n) expect(amount + sellFee(amount, levels, digits) <= available).toBe(true);
        },
      ),
    );
  });

  it('no amount above maxSellAmount fits, whatever the tiers', () => {
    fc.assert(
      fc.property(
        case_,
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        ({ digits, levels, available }, more) => {
          const max = maxSellAmount(available, levels, digits);
          const amount = max + more;
          expect(amount + sellFee(amount, levels, digits) > available).toBe(true);
        },
      ),
    );
  });

  it('matches a brute-force search on small balances', () => {
    fc.assert(
      fc.property(
        levels(2, 3_000n, 500n),
        fc.bigInt({ min: 0n, max: 3_000n }),
        (tiers, available) => {
          let best = 0n;
          for (let amount = 1n; amount <= available; amount += 1n)
            if (amount + sellFee(amount, tiers, 2) <= available) best = amount;
          expect(maxSellAmount(available, tiers, 2)).toBe(best);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('base64 properties', () => {
  it('decodes as Node does, and measures the decoded size without decoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (bytes, padded) => {
        let body = Buffer.from(bytes).toString('base64');
        if (!padded) body = body.replace(/=+$/, '');
        expect(base64DecodedLength(body)).toBe(bytes.length);
        expect(decodeBase64(body)).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it('refuses what is not base64, consistently', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const length = base64DecodedLength(text);
        const decoded = decodeBase64(text);
        expect(decoded === null).toBe(length === null);
        if (decoded) expect(decoded.length).toBe(length);
      }),
    );
  });
});

describe('validateSellAmount property', () => {
  it('accepts exactly the amounts within the limits that fit the balance with their fee', () => {
    fc.assert(
      fc.property(
        levels(2, 100_000n, 5_000n),
        fc.bigInt({ min: 1n, max: 50_000n }),
        fc.bigInt({ min: 0n, max: 500_000n }),
        fc.bigInt({ min: 0n, max: 300_000n }),
        fc.bigInt({ min: 1n, max: 400_000n }),
        (tiers, min, span, available, amount) => {
          const max = min + span;
          const method = {
            id: 'rub-card',
            name: 'Card RUB',
            method: 'p2p' as const,
            currency: 'RUB',
            sell: {
              minAmount: formatAmount(min, 2),
              maxAmount: formatAmount(max, 2),
              levels: tiers,
              subbanks: [],
              requiredFields: [],
              optionalFields: [],
            },
          };
          const error = validateSellAmount(formatAmount(amount, 2), {
            method,
            availableMinor: available,
            scale: 2,
          });
          const allowed =
            available > min &&
            amount >= min &&
            amount <= max &&
            amount + sellFee(amount, tiers, 2) <= available;
          expect(error === null).toBe(allowed);
          if (error?.key === 'Validation.maximum_amount') {
            // The amount it names is itself allowed.
            const named = BigInt(String(error.params?.amount).replace('.', ''));
            expect(named >= min && named <= max).toBe(true);
            expect(named + sellFee(named, tiers, 2) <= available).toBe(true);
          }
        },
      ),
    );
  });
});
