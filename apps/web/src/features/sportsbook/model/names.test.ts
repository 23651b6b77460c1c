import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../../lib/i18n';
import '../locale';
import { legNames, marketName, oppositeLine, outcomeFullName, outcomeShortName } from './names';

const t = i18n.getFixedT('en');
const teams = { home: { id: 1, name: 'Arsenal' }, away: { id: 2, name: 'Chelsea' } };

describe('market and outcome names', () => {
  it('names markets with their specifiers', () => {
    expect(marketName(t, { type: '1x2', specifiers: {} })).toBe('Match result');
    expect(marketName(t, { type: 'totals', specifiers: { total: '2.5' } })).toBe('Total 2.5');
    expect(marketName(t, { type: 'handicap', specifiers: { hcp: '1.5' } })).toBe('Handicap +1.5');
    expect(marketName(t, { type: 'set_winner', specifiers: { setnr: '2' } })).toBe('Set 2 winner');
  });

  it('names outcomes short on buttons and in full in the slip', () => {
    const handicap = { type: 'handicap' as const, specifiers: { hcp: '-1.25' } };
    expect(outcomeShortName(t, handicap, { key: 'home' })).toBe('1 (-1.25)');
    expect(outcomeShortName(t, handicap, { key: 'away' })).toBe('2 (+1.25)');
    expect(outcomeFullName(t, handicap, { key: 'away' }, teams)).toBe('Chelsea (+1.25)');
    expect(outcomeFullName(t, { type: '1x2', specifiers: {} }, { key: 'draw' }, teams)).toBe(
      'Draw',
    );
    expect(
      outcomeFullName(t, { type: 'totals', specifiers: { total: '2.5' } }, { key: 'over' }, teams),
    ).toBe('Over 2.5');
    expect(oppositeLine('0')).toBe('0');
  });
});

describe('a placed bet leg’s names', () => {
  const leg = {
    market: { type: 'totals' as const, specifiers: { total: '2.5' } },
    outcomeKey: 'over' as const,
    home: 'Arsenal',
    away: 'Chelsea',
  };
  const handicapHome = {
    market: { type: 'handicap' as const, specifiers: { hcp: '-1.5' } },
    outcomeKey: 'home' as const,
    home: 'Arsenal',
    away: 'Chelsea',
  };

  it('names the market and the pick in English, never as raw keys', () => {
    expect(legNames(t, leg)).toEqual({ market: 'Total 2.5', outcome: 'Over 2.5' });
    expect(legNames(t, handicapHome)).toEqual({
      market: 'Handicap -1.5',
      outcome: 'Arsenal (-1.5)',
    });
  });

  it('names them in Russian', async () => {
    await loadLocale('ru');
    const ru = i18n.getFixedT('ru');
    expect(legNames(ru, leg)).toEqual({ market: 'Тотал 2.5', outcome: 'Больше 2.5' });
    expect(
      legNames(ru, { ...leg, market: { type: '1x2', specifiers: {} }, outcomeKey: 'draw' }),
    ).toEqual({
      market: 'Исход матча',
      outcome: 'Ничья',
    });
  });
});
