import { describe, expect, it } from 'vitest';
import { slotLinePayout } from './slot-line-payout';

describe('slot line payout', () => {
  it('is the stake times the line pay over the lines, exactly', () => {
    expect(slotLinePayout('1.00', 8, 20)).toBe('0.400000');
    expect(slotLinePayout('0.01', 3, 20)).toBe('0.001500');
    expect(slotLinePayout('0.00012345', 250, 20)).toBe('0.001543125000');
  });

  it('gives nothing for an unreadable stake', () => {
    expect(slotLinePayout('abc', 8, 20)).toBeNull();
  });
});
