import { describe, expect, it } from 'vitest';
import { nextTileFocus } from './mines-grid-navigation';

describe('mines board keyboard moves', () => {
  it('moves one tile with the arrows and stops at the edges', () => {
    expect(nextTileFocus(12, 'ArrowRight')).toBe(13);
    expect(nextTileFocus(12, 'ArrowLeft')).toBe(11);
    expect(nextTileFocus(12, 'ArrowDown')).toBe(17);
    expect(nextTileFocus(12, 'ArrowUp')).toBe(7);
    expect(nextTileFocus(4, 'ArrowRight')).toBe(4);
    expect(nextTileFocus(5, 'ArrowLeft')).toBe(5);
    expect(nextTileFocus(2, 'ArrowUp')).toBe(2);
    expect(nextTileFocus(22, 'ArrowDown')).toBe(22);
  });

  it('goes to the ends of the row with Home and End, and ignores other keys', () => {
    expect(nextTileFocus(17, 'Home')).toBe(15);
    expect(nextTileFocus(17, 'End')).toBe(19);
    expect(nextTileFocus(17, 'Enter')).toBeNull();
    expect(nextTileFocus(17, 'a')).toBeNull();
  });
});
