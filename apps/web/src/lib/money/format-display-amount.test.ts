import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';
import { formatDecimal, formatPrimaryAmount, NUMBER_SYMBOLS } from './format-display-amount';

const NBSP = '\u00a0';

describe('formatDecimal', () => {
  it('pads to the display precision and groups thousands for English', () => {
    expect(formatDecimal('0', 2, 'en')).toBe('0.00');
    expect(formatDecimal('1500', 2, 'en')).toBe('1,500.00');
    expect(formatDecimal('1234567.5', 2, 'en')).toBe('1,234,567.50');
  });

  it('cuts extra decimals instead of rounding up', () => {
    expect(formatDecimal('10.999999', 2, 'en')).toBe('10.99');
    expect(formatDecimal('0.00012345', 6, 'en')).toBe('0.000123');
    expect(formatDecimal('7.9', 0, 'en')).toBe('7');
  });

  it('uses Russian grouping and decimal comma', () => {
    expect(formatDecimal('1500.5', 2, 'ru')).toBe(`1${NBSP}500,50`);
  });

  it('keeps digits exact beyond the range of a JS number', () => {
    expect(formatDecimal('12345678901234567890.12345678', 8, 'en')).toBe(
      '12,345,678,901,234,567,890.12345678',
    );
  });

  it.each(SUPPORTED_LOCALES)('writes numbers in %s exactly as Intl does, without it', (locale) => {
    const grouping = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    expect(NUMBER_SYMBOLS[locale].decimal).toBe(decimal);
    for (const whole of ['0', '7', '999', '1000', '12345', '123456', '1234567', '98765432109876']) {
      expect(formatDecimal(`${whole}.25`, 2, locale)).toBe(
        `${grouping.format(BigInt(whole))}${decimal}25`,
      );
      expect(formatDecimal(`-${whole}`, 0, locale)).toBe(
        whole === '0' ? '0' : `-${grouping.format(BigInt(whole))}`,
      );
    }
  });

  it('shows a negative amount with its sign', () => {
    expect(formatDecimal('-1500.25', 2, 'en')).toBe('-1,500.25');
  });
});

describe('formatPrimaryAmount', () => {
  it('puts the number into the currency display format', () => {
    const usd = { code: 'USD', displayFormat: '${amount}', icon: '' };
    const rub = { code: 'RUB', displayFormat: '{amount} ₽', icon: '' };
    expect(
      formatPrimaryAmount({ primaryValue: '25.5', primaryPrecision: 2, currency: usd }, 'en'),
    ).toBe('$25.50');
    expect(
      formatPrimaryAmount({ primaryValue: '2550.129', primaryPrecision: 2, currency: rub }, 'ru'),
    ).toBe(`2${NBSP}550,12 ₽`);
  });
});
