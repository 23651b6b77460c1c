import { describe, expect, it } from 'vitest';
import { nextLocalMidnight, nextUtcMidnight } from './midnight';

describe('midnights (shell spec §9)', () => {
  it('the activation deadline ends at the next local midnight', () => {
    const now = new Date(2030, 0, 31, 22, 15, 5);
    expect(nextLocalMidnight(now)).toEqual(new Date(2030, 1, 1, 0, 0, 0));
    // Exactly at midnight the deadline is the next one, a whole day away.
    expect(nextLocalMidnight(new Date(2030, 5, 1))).toEqual(new Date(2030, 5, 2));
  });

  it('the everyday bonus is available again at the next UTC midnight', () => {
    expect(nextUtcMidnight(new Date('2030-12-31T23:59:59.000Z')).toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
  });
});
