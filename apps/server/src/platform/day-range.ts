import { AppError } from './errors';

const DAY_MS = 86_400_000;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDayOf = (date: Date) => date.toISOString().slice(0, 10);

const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

export interface UtcDayRange {
  from: string;
  to: string;
  /** From the first day's midnight (UTC, included) to the midnight after the last (excluded). */
  range: { from: Date; to: Date };
  /** Every day from `from` to `to`, in order. */
  list: string[];
}

/**
 * The UTC days of a report's `from`–`to` query, both ends included: `to` is today when absent,
 * `from` the first of `defaultDays` ending with `to`. A `from` after `to`, or more than `maxDays`
 * days, is a validation error on `from`.
 */
export function utcDayRange(
  query: { from?: string; to?: string },
  now: Date,
  limits: { defaultDays: number; maxDays: number },
): UtcDayRange {
  const to = query.to ?? utcDayOf(now);
  const from =
    query.from ?? utcDayOf(new Date(startOf(to).getTime() - (limits.defaultDays - 1) * DAY_MS));
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  const span = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (span < 1)
    throw new AppError('validation_error', {
      message: '`from` is after `to`',
      fields: { from: { key: 'Validation.invalid' } },
    });
  if (span > limits.maxDays)
    throw new AppError('validation_error', {
      message: `At most ${limits.maxDays} days`,
      fields: { from: { key: 'Validation.max', params: { max: limits.maxDays } } },
    });
  const list = Array.from({ length: span }, (_, index) =>
    utcDayOf(new Date(start.getTime() + index * DAY_MS)),
  );
  return { from, to, range: { from: start, to: end }, list };
}
