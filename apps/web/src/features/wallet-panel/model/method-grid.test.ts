import { describe, expect, it } from 'vitest';
import { gridCardCount, nonEmptyGroups, splitGrid } from './method-grid';

describe('payment-method grid sizing', () => {
  it('shows 4 cards up to tablet and 6 above', () => {
    expect(gridCardCount(false)).toBe(4);
    expect(gridCardCount(true)).toBe(6);
  });

  it('shows every method when they fit', () => {
    expect(splitGrid([1, 2, 3, 4], 4)).toEqual({ visible: [1, 2, 3, 4], hidden: 0 });
    expect(splitGrid([1, 2], 6)).toEqual({ visible: [1, 2], hidden: 0 });
  });

  it('puts the overflow behind the "other" card, which takes the last slot', () => {
    expect(splitGrid([1, 2, 3, 4, 5], 4)).toEqual({ visible: [1, 2, 3], hidden: 2 });
    expect(splitGrid([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual({ visible: [1, 2, 3, 4, 5], hidden: 3 });
  });

  it('shows everything once expanded', () => {
    expect(splitGrid([1, 2, 3, 4, 5], 4, true)).toEqual({ visible: [1, 2, 3, 4, 5], hidden: 0 });
  });

  it('lists only the groups that have methods, in fiat, crypto, other order', () => {
    expect(nonEmptyGroups({ fiat: [], crypto: [1], other: [] })).toEqual(['crypto']);
    expect(nonEmptyGroups({ fiat: [1], crypto: [1], other: [1] })).toEqual([
      'fiat',
      'crypto',
      'other',
    ]);
  });
});
