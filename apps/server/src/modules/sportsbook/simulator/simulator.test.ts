import { describe, expect, it } from 'vitest';
import {
  displayOdds,
  formatOdds,
  oddsToAmerican,
  oddsToFractional,
  parseOdds,
} from '@wheelhouse/contracts/sportsbook';
import { SIM_SPORTS } from './catalogue';
import {
  DAY_MS,
  lineResult,
  messagesBetween,
  planOf,
  recoveryMessages,
  settlementOf,
  simulatorCalendar,
} from './generator';

// A fixed moment: the calendar is a function of (seed, time), so tests do not depend on today.
const NOW = Date.UTC(2026, 10, 25, 15, 0, 0);

describe('feed simulator', () => {
  it('replays: the same seed gives the same calendar and the same messages, another seed others', () => {
    const calendar = (seed: string) =>
      simulatorCalendar(seed, NOW, NOW + DAY_MS).map((f) => [
        f.externalId,
        f.fixture.startsAt,
        f.fixture.home.name,
        f.fixture.away.name,
      ]);
    expect(calendar('alpha')).toEqual(calendar('alpha'));
    expect(calendar('alpha')).not.toEqual(calendar('beta'));
    const feed = (seed: string) =>
      JSON.stringify(messagesBetween(seed, NOW, NOW + 20_000), (_, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v,
      );
    expect(feed('alpha')).toEqual(feed('alpha'));
    expect(feed('alpha')).not.toEqual(feed('beta'));
  });

  it('covers at least 10 sports and 3 esports, 200+ events over 7 days, about 20 live at a time', () => {
    expect(SIM_SPORTS.filter((s) => s.kind === 'sport').length).toBeGreaterThanOrEqual(10);
    expect(SIM_SPORTS.filter((s) => s.kind === 'esport').length).toBeGreaterThanOrEqual(3);
    const recovery = recoveryMessages('alpha', NOW);
    const published = recovery.filter((m) => m.kind === 'fixture_change');
    expect(published.length).toBeGreaterThanOrEqual(200);
    const live = recovery.filter((m) => m.kind === 'odds_change' && m.sportEventStatus?.live);
    expect(live.length).toBeGreaterThanOrEqual(10);
    expect(live.length).toBeLessThanOrEqual(40);
  });

  it('stops betting on a score, moves odds, settles at the end, and now and then cancels or rolls back', () => {
    const hours = messagesBetween('alpha', NOW, NOW + 3600_000);
    const kinds = new Set(hours.map((m) => m.kind));
    for (const kind of ['fixture_change', 'odds_change', 'bet_stop', 'bet_settlement'] as const)
      expect(kinds).toContain(kind);
    const plans = simulatorCalendar('alpha', NOW, NOW + DAY_MS).map((f) => planOf('alpha', f));
    expect(plans.some((plan) => plan.rollback)).toBe(true);
    expect(plans.some((plan) => plan.cancel !== null)).toBe(true);
    // Messages come in time order and each id once.
    expect(hours.map((m) => m.ts)).toEqual([...hours.map((m) => m.ts)].sort((a, b) => a - b));
    expect(new Set(hours.map((m) => m.id)).size).toBe(hours.length);
  });

  it('settles every market from the final score: one 1x2 winner, lines won, lost, pushed or halved', () => {
    const fixtures = simulatorCalendar('alpha', NOW, NOW + DAY_MS)
      .filter((f) => f.sport.slug === 'soccer')
      .slice(0, 20);
    for (const fixture of fixtures) {
      const results = settlementOf('alpha', planOf('alpha', fixture));
      const oneXTwo = results.find((m) => m.type === '1x2')!;
      expect(oneXTwo.outcomes.filter((o) => o.result === 'won')).toHaveLength(1);
      for (const market of results)
        for (const outcome of market.outcomes) expect(['won', 'lost']).toContain(outcome.result);
    }
    expect(lineResult(0.75)).toEqual({ result: 'won' });
    expect(lineResult(0.25)).toEqual({ result: 'won', voidFactor: '0.5' });
    expect(lineResult(0)).toEqual({ result: 'lost', voidFactor: '1' });
    expect(lineResult(-0.25)).toEqual({ result: 'lost', voidFactor: '0.5' });
  });

  it('offers exact odds in whole hundredths, with the house margin', () => {
    for (const message of messagesBetween('alpha', NOW, NOW + 60_000))
      if (message.kind === 'odds_change')
        for (const market of message.markets) {
          for (const outcome of market.outcomes) {
            expect(outcome.odds % 10n).toBe(0n);
            expect(outcome.odds).toBeGreaterThanOrEqual(1010n);
          }
        }
  });
});

describe('odds', () => {
  it('parses and formats exactly and converts for display', () => {
    expect(parseOdds('2.50')).toBe(2500n);
    expect(parseOdds('1.333')).toBe(1333n);
    expect(formatOdds(2500n)).toBe('2.50');
    expect(formatOdds(1333n)).toBe('1.333');
    expect(oddsToFractional(2500n)).toBe('3/2');
    expect(oddsToAmerican(2500n)).toBe('+150');
    expect(oddsToAmerican(1500n)).toBe('-200');
    expect(displayOdds('1.50', 'fractional')).toBe('1/2');
    expect(() => parseOdds('2.5e1')).toThrow();
  });
});
