import { describe, expect, it } from 'vitest';
import { pinnedSlotBet } from '../test-fixtures';
import { parseSlotOutcome } from './slot-outcome';
import { slotHighlights } from './slot-winning-cells';

describe('slot highlights', () => {
  it('lights the run of each winning line of a pinned fair spin', () => {
    const outcome = parseSlotOutcome(pinnedSlotBet(0).outcome);
    expect(outcome).not.toBeNull();
    const highlights = slotHighlights(outcome!);
    // Line 17 (index 16) crosses rows 1,1,2: bar, bar, wild; line 18 (index 17) rows 0,0,2: plum, plum, wild.
    expect(
      highlights.lines.map(({ line, symbol, count, cells }) => ({ line, symbol, count, cells })),
    ).toEqual([
      { line: 16, symbol: 'bar', count: 3, cells: ['0:1', '1:1', '2:2'] },
      { line: 17, symbol: 'plum', count: 3, cells: ['0:0', '1:0', '2:2'] },
    ]);
    expect([...highlights.cells].sort()).toEqual(['0:0', '0:1', '1:0', '1:1', '2:2']);
    expect(highlights.scatterCells).toEqual([]);
  });

  it('lights paying scatters wherever they are', () => {
    // Nonce 1 of the pinned pair shows two scatters, which pay nothing; three would.
    const twoScatters = parseSlotOutcome(pinnedSlotBet(1).outcome)!;
    expect(twoScatters.scatterCount).toBe(2);
    expect(slotHighlights(twoScatters).scatterCells).toEqual([]);
    const paying = { ...twoScatters, scatterCount: 3, scatterPay: 2 };
    paying.screen = paying.screen.map((column, reel) =>
      reel === 4 ? ['scatter', column[1]!, column[2]!] : column,
    );
    const cells = slotHighlights(paying).scatterCells;
    expect(cells).toContain('4:0');
    expect(cells).toHaveLength(
      paying.screen.flat().filter((symbol) => symbol === 'scatter').length,
    );
  });

  it('reads a malformed outcome as no result', () => {
    expect(parseSlotOutcome({ stops: 'x' })).toBeNull();
    expect(parseSlotOutcome(null)).toBeNull();
  });
});
