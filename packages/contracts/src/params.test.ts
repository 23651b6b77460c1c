import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS, parseAmount } from './money';
import { INT8_MAX, ZBigSerialId, ZCodeParam, ZSerialId, ZSlugParam, ZTextId } from './params';

const BAD_IDS = ['', '0', '-1', '01', '1e3', '1.5', ' 1', '+1', '0x1F', '１', 'a\u0000', '../1'];

describe('path parameters', () => {
  it('a serial id is 1–2147483647 in plain digits, parsed to a number', () => {
    expect(ZSerialId.parse('1')).toBe(1);
    expect(ZSerialId.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of [...BAD_IDS, '2147483648', '9223372036854775808', '99999999999'])
      expect(ZSerialId.safeParse(bad).success, bad).toBe(false);
  });

  it('a bigserial id is 1–9223372036854775807 in plain digits, kept as text', () => {
    expect(ZBigSerialId.parse('9223372036854775807')).toBe('9223372036854775807');
    for (const bad of [...BAD_IDS, '9223372036854775808', '99999999999999999999'])
      expect(ZBigSerialId.safeParse(bad).success, bad).toBe(false);
  });

  it('text ids, slugs and codes hold no control characters, spaces or path separators', () => {
    expect(ZTextId.parse('tx_0123abcdef')).toBe('tx_0123abcdef');
    expect(ZSlugParam.parse('rub-card')).toBe('rub-card');
    expect(ZCodeParam.parse('USDT-TRC20')).toBe('USDT-TRC20');
    for (const bad of ['', 'a\u0000b', 'a b', '../etc', 'a/b', 'a%00', 'x'.repeat(65), '\u202eabc'])
      expect(ZTextId.safeParse(bad).success, bad).toBe(false);
    for (const bad of ['Rub', '-rub', 'rub card', 'x'.repeat(65)])
      expect(ZSlugParam.safeParse(bad).success, bad).toBe(false);
    for (const bad of ['-USD', 'US D', 'X'.repeat(21)])
      expect(ZCodeParam.safeParse(bad).success, bad).toBe(false);
  });
});

describe('amounts and the bigint columns', () => {
  it('an amount of more minor units than a bigint holds is invalid', () => {
    expect(MAX_MINOR_UNITS).toBe(INT8_MAX);
    expect(parseAmount('92233720368547758.07', 2)).toEqual({ ok: true, minor: INT8_MAX });
    expect(parseAmount('-92233720368547758.07', 2, { allowNegative: true })).toEqual({
      ok: true,
      minor: -INT8_MAX,
    });
    for (const text of ['92233720368547758.08', '99999999999999999999999', '9223372036854775808'])
      expect(parseAmount(text, 2), text).toEqual({ ok: false, rule: 'invalid_amount' });
    expect(parseAmount('-92233720368547758.08', 2, { allowNegative: true })).toEqual({
      ok: false,
      rule: 'invalid_amount',
    });
  });
});
