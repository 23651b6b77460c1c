import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';
import { formatStartTime } from './format-start-time';

const INTL_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

/** Every month and weekday, single- and double-digit days, and the hours where a clock turns. */
const DATES = Array.from({ length: 12 }, (_, month) =>
  [0, 1, 9, 11, 12, 13, 23].map(
    (hour, index) => new Date(2026, month, 1 + index * 4 + (month % 4), hour, (month * 7) % 60),
  ),
).flat();

describe('formatStartTime', () => {
  it.each(SUPPORTED_LOCALES)(
    'writes start times in %s exactly as Intl does, without it',
    (locale) => {
      const intl = new Intl.DateTimeFormat(locale, INTL_OPTIONS);
      for (const date of DATES) {
        expect(formatStartTime(date, locale)).toBe(intl.format(date));
      }
    },
  );

  it('reads an ISO instant in the reader time zone', () => {
    const instant = '2026-11-28T18:30:00.000Z';
    expect(formatStartTime(instant, 'ru')).toBe(
      new Intl.DateTimeFormat('ru', INTL_OPTIONS).format(new Date(instant)),
    );
  });

  it('writes a language the app does not ship as English', () => {
    const date = new Date(2026, 10, 28, 18, 30);
    expect(formatStartTime(date, 'de')).toBe(formatStartTime(date, 'en'));
    expect(formatStartTime(date, 'en')).toBe('Sat, Nov 28, 06:30 PM');
  });
});
