import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { utcDayOf, utcDayRange } from './day-range';

const now = new Date('2026-03-02T23:30:00.000Z');
const limits = { defaultDays: 7, maxDays: 31 };

function refusal(query: { from?: string; to?: string }) {
  try {
    utcDayRange(query, now, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a validation error');
}

describe('UTC day ranges of report queries', () => {
  it('ends today and spans the default days across a month end, both ends included', () => {
    const range = utcDayRange({}, now, limits);
    expect(range.from).toBe('2026-02-24');
    expect(range.to).toBe('2026-03-02');
    expect(range.list).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(range.range.from.toISOString()).toBe('2026-02-24T00:00:00.000Z');
    expect(range.range.to.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('takes the days asked for; one day is a range of one', () => {
    expect(utcDayRange({ from: '2026-01-31', to: '2026-01-31' }, now, limits).list).toEqual([
      '2026-01-31',
    ]);
    expect(utcDayRange({ to: '2026-01-03' }, now, limits).from).toBe('2025-12-28');
    expect(utcDayRange({ from: '2026-02-01', to: '2026-03-03' }, now, limits).list).toHaveLength(
      31,
    );
  });

  it('refuses a start after the end, and more days than allowed, on `from`', () => {
    const backwards = refusal({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.code).toBe('validation_error');
    expect(backwards.fields).toEqual({ from: { key: 'Validation.invalid' } });
    const tooLong = refusal({ from: '2026-01-01', to: '2026-03-02' });
    expect(tooLong.fields).toEqual({ from: { key: 'Validation.max', params: { max: 31 } } });
  });

  it('names the UTC day of a moment, not the local one', () => {
    expect(utcDayOf(new Date('2026-03-02T23:59:59.999-05:00'))).toBe('2026-03-03');
  });
});
