import { describe, expect, it } from 'vitest';
import { blockEnd, changeLimit, effectiveValue, periodEnd, periodStart, shortens } from './rules';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('calendar UTC periods', () => {
  it('a day, a week from Monday and a month each reopen at their next start', () => {
    const now = at('2030-01-02T15:30:00Z'); // a Wednesday
    expect(periodStart('day', now).toISOString()).toBe('2030-01-02T00:00:00.000Z');
    expect(periodEnd('day', now).toISOString()).toBe('2030-01-03T00:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2029-12-31T00:00:00.000Z');
    expect(periodEnd('week', now).toISOString()).toBe('2030-01-07T00:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(periodEnd('month', at('2030-12-31T23:59:59Z')).toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
    // A Sunday belongs to the week that started the Monday before.
    expect(periodStart('week', at('2030-01-06T23:00:00Z')).toISOString()).toBe(
      '2029-12-31T00:00:00.000Z',
    );
  });
});

describe('changing a limit', () => {
  const now = at('2030-01-02T12:00:00Z');

  it('a tighter limit applies at once and drops a waiting looser one', () => {
    const waiting = { value: 100n, pendingValue: 500n, pendingAt: new Date(now.getTime() + HOUR) };
    expect(changeLimit(waiting, 50n, now)).toEqual({
      value: 50n,
      pendingValue: null,
      pendingAt: null,
    });
    expect(changeLimit(undefined, 50n, now)).toEqual({
      value: 50n,
      pendingValue: null,
      pendingAt: null,
    });
  });

  it('raising or removing waits 24 hours; asking again keeps the first time', () => {
    const raised = changeLimit({ value: 100n, pendingValue: null, pendingAt: null }, 200n, now);
    expect(raised).toEqual({
      value: 100n,
      pendingValue: 200n,
      pendingAt: new Date(now.getTime() + 24 * HOUR),
    });
    expect(effectiveValue(raised, new Date(now.getTime() + 24 * HOUR - 1))).toBe(100n);
    expect(effectiveValue(raised, new Date(now.getTime() + 24 * HOUR))).toBe(200n);
    const later = new Date(now.getTime() + HOUR);
    expect(changeLimit(raised, 200n, later).pendingAt).toEqual(raised.pendingAt);
    const removed = changeLimit({ value: 100n, pendingValue: null, pendingAt: null }, null, now);
    expect(removed.pendingValue).toBeNull();
    expect(effectiveValue(removed, new Date(now.getTime() + 24 * HOUR))).toBeNull();
  });
});

describe('cool-off and self-exclusion', () => {
  const now = at('2030-01-31T10:00:00Z');
  it('ends after its duration; permanent never ends; nothing shortens one in force', () => {
    expect(blockEnd({ kind: 'cool_off', duration: '24h' }, now)?.toISOString()).toBe(
      '2030-02-01T10:00:00.000Z',
    );
    expect(blockEnd({ kind: 'cool_off', duration: '6w' }, now)?.toISOString()).toBe(
      '2030-03-14T10:00:00.000Z',
    );
    expect(blockEnd({ kind: 'self_exclusion', duration: '1y' }, now)?.toISOString()).toBe(
      '2031-01-31T10:00:00.000Z',
    );
    expect(blockEnd({ kind: 'self_exclusion', duration: 'permanent' }, now)).toBeNull();
    const end = at('2030-02-01T10:00:00Z');
    expect(shortens(end, at('2030-01-31T12:00:00Z'))).toBe(true);
    expect(shortens(end, at('2030-03-01T00:00:00Z'))).toBe(false);
    expect(shortens(end, null)).toBe(false);
    expect(shortens(null, null)).toBe(true);
  });
});
