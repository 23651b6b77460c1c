import { describe, expect, it } from 'vitest';
import { verifyBet } from './verify-bet';

// The fair package's published vector (packages/fair/README.md): dice rolls 77.71, limbo 4.44×.
const vector = {
  serverSeed: '2c98b3f07c640e2966082754704ba619614c76f7805be8743b972096f4f8ce73',
  serverSeedHash: 'cf4ea48127b30b538ccd3a48e32fea7707f8bdb29593e8b8621e06ab371781e1',
  clientSeed: 'lucky-player-42',
  nonce: 0,
};

const diceOutcome = {
  bet: { direction: 'over', target: 5000, winChance: 4999, winMultiplier: '19803' },
  roll: 7771,
  rollText: '77.71',
  won: true,
  multiplier: '19803',
};

describe('verifyBet', () => {
  it('matches a recorded dice bet recomputed from the revealed seed', () => {
    const result = verifyBet({
      ...vector,
      game: 'dice',
      params: { direction: 'over', target: '50.00' },
      recordedOutcome: diceOutcome,
    });
    expect(result).toMatchObject({ status: 'match', hashMatches: true, outcomeMatches: true });
    expect(result.status !== 'invalid' && result.outcome.rollText).toBe('77.71');
  });

  it('reports a mismatch when the recorded roll is not what the seeds give', () => {
    const result = verifyBet({
      ...vector,
      game: 'dice',
      params: { direction: 'over', target: '50.00' },
      recordedOutcome: { ...diceOutcome, roll: 1234, rollText: '12.34', won: false },
    });
    expect(result).toMatchObject({ status: 'mismatch', hashMatches: true, outcomeMatches: false });
  });

  it('reports a mismatch when the revealed seed is not the committed one', () => {
    const result = verifyBet({
      ...vector,
      serverSeedHash: '0'.repeat(64),
      game: 'limbo',
      params: { target: '2.00' },
    });
    expect(result).toMatchObject({ status: 'mismatch', hashMatches: false, outcomeMatches: null });
    expect(result.status !== 'invalid' && result.outcome.crashPointText).toBe('4.44');
  });

  it('calls malformed input invalid, never a mismatch', () => {
    expect(verifyBet({ ...vector, serverSeed: 'xyz', game: 'dice', params: {} })).toMatchObject({
      status: 'invalid',
      error: { field: 'serverSeed', rule: 'invalid_format' },
    });
    expect(
      verifyBet({ ...vector, game: 'dice', params: { direction: 'over', target: '99.99' } }),
    ).toMatchObject({ status: 'invalid', error: { field: 'target', rule: 'max' } });
  });
});
