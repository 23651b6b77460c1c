import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import '../locale';
import { marketName, oppositeLine, outcomeFullName, outcomeShortName } from './names';

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
