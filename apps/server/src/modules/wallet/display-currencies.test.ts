import { describe, expect, it } from 'vitest';
import { orderForLocale, requestLocale } from './display-currencies';

const list = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'BTC'].map((code) => ({ code }));
const codes = (items: Array<{ code: string }>) => items.map((item) => item.code);

describe('orderForLocale', () => {
  it('puts UAH second and RUB last for uk', () => {
    expect(codes(orderForLocale(list, 'uk'))).toEqual(['USD', 'UAH', 'EUR', 'KZT', 'BTC', 'RUB']);
  });

  it('puts KZT second for kk and leaves RUB where it was', () => {
    expect(codes(orderForLocale(list, 'kk'))).toEqual(['USD', 'KZT', 'EUR', 'RUB', 'UAH', 'BTC']);
    expect(codes(orderForLocale([{ code: 'KZT' }, { code: 'USD' }], 'kk'))).toEqual(['USD', 'KZT']);
  });

  it('keeps the given order for every other locale and for none', () => {
    for (const locale of ['en', 'ru', 'uk-UA', 'constructor', undefined])
      expect(codes(orderForLocale(list, locale))).toEqual(codes(list));
  });

  it('copes with lists that lack UAH or RUB, or are tiny', () => {
    expect(codes(orderForLocale([{ code: 'RUB' }, { code: 'USD' }], 'uk'))).toEqual(['USD', 'RUB']);
    expect(codes(orderForLocale([{ code: 'UAH' }], 'uk'))).toEqual(['UAH']);
    expect(codes(orderForLocale([{ code: 'UAH' }, { code: 'USD' }], 'uk'))).toEqual(['USD', 'UAH']);
    expect(orderForLocale([], 'uk')).toEqual([]);
  });

  it('does not change its input', () => {
    const input = [...list];
    orderForLocale(input, 'uk');
    expect(input).toEqual(list);
  });
});

describe('requestLocale', () => {
  it('prefers the query, else the primary tag of the first Accept-Language entry', () => {
    expect(requestLocale('uk', 'en-US')).toBe('uk');
    expect(requestLocale(undefined, 'uk-UA,uk;q=0.9,en;q=0.8')).toBe('uk');
    expect(requestLocale('', 'UK_ua')).toBe('uk');
    expect(requestLocale(undefined, 'ru;q=0.9')).toBe('ru');
    expect(requestLocale(undefined, '*')).toBeUndefined();
    expect(requestLocale(undefined, undefined)).toBeUndefined();
    expect(requestLocale('  ', '')).toBeUndefined();
  });
});
