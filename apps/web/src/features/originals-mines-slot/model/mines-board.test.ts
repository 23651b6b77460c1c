import { describe, expect, it } from 'vitest';
import { makeRound } from '../test-fixtures';
import { boardFaces, canCashOut, canReveal } from './mines-board';
import { minesMultipliers } from './mines-multipliers';

describe('mines board', () => {
  it('shows only the picked gems while the round is on', () => {
    const faces = boardFaces(makeRound({ revealed: [0, 6] }));
    expect(faces[0]).toBe('gem');
    expect(faces[6]).toBe('gem');
    expect(faces.filter((face) => face === 'hidden')).toHaveLength(23);
  });

  it('uncovers the whole board once a mine is hit', () => {
    const faces = boardFaces(
      makeRound({ status: 'lost', revealed: [0, 1], safeReveals: 1, mineTiles: [1, 19, 24] }),
    );
    expect(faces[0]).toBe('gem');
    expect(faces[1]).toBe('mine-hit');
    expect(faces[19]).toBe('mine');
    expect(faces[24]).toBe('mine');
    expect(faces[2]).toBe('gem-unpicked');
    expect(faces).not.toContain('hidden');
  });

  it('allows a cash-out only after a safe reveal of an active round', () => {
    expect(canCashOut(null)).toBe(false);
    expect(canCashOut(makeRound())).toBe(false);
    expect(canCashOut(makeRound({ revealed: [4] }))).toBe(true);
    expect(canCashOut(makeRound({ status: 'cashed_out', revealed: [4] }))).toBe(false);
    expect(canReveal(makeRound({ revealed: [4] }), 4)).toBe(false);
    expect(canReveal(makeRound({ revealed: [4] }), 5)).toBe(true);
  });

  it('names the multipliers of the fair maths: 3 mines pay 1.13× after one gem', () => {
    expect(minesMultipliers(3, 0)).toEqual({ current: '0.0000', next: '1.1250' });
    expect(minesMultipliers(24, 1)).toEqual({ current: '24.7500', next: null });
  });
});
