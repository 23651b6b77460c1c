import { describe, expect, it } from 'vitest';
import { fiatMethod } from '../test/fiat-deposit-fixtures';
import { fiatMethodGroups } from './fiat-methods';

const sellOnly = fiatMethod('sell-only', { priority: 50, buy: null });
const buyOnly = fiatMethod('buy-only', { priority: 40, sell: null });
const conditions = {
  methods: [
    fiatMethod('low', { priority: 1 }),
    fiatMethod('steam', { priority: 90 }),
    fiatMethod('high', { priority: 100 }),
    sellOnly,
    buyOnly,
    fiatMethod('mid', { priority: 10 }),
  ],
  other: ['steam'],
};
const ids = (list: { id: string }[]) => list.map((method) => method.id);

describe('fiat method groups (cashier spec §9)', () => {
  it('deposit: buy methods by priority, higher first; the "other" ids apart', () => {
    const groups = fiatMethodGroups(conditions, 'deposit');
    expect(ids(groups.fiat)).toEqual(['high', 'buy-only', 'mid', 'low']);
    expect(ids(groups.other)).toEqual(['steam']);
  });

  it('withdraw: sell methods only', () => {
    const groups = fiatMethodGroups(conditions, 'withdraw');
    expect(ids(groups.fiat)).toEqual(['high', 'sell-only', 'mid', 'low']);
    expect(ids(groups.other)).toEqual(['steam']);
  });

  it('equal priorities keep the server order', () => {
    const same = { methods: [fiatMethod('b'), fiatMethod('a'), fiatMethod('c')], other: [] };
    expect(ids(fiatMethodGroups(same, 'deposit').fiat)).toEqual(['b', 'a', 'c']);
  });
});
