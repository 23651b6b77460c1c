import { afterEach, describe, expect, it } from 'vitest';
import { lastBet } from '../../test/originals-fixtures';
import { clearLastBets, getLastBets, pushLastBet } from './last-bets-store';

describe('last bets store', () => {
  afterEach(clearLastBets);

  it('keeps the latest ten, newest first', () => {
    for (let id = 1; id <= 12; id += 1) pushLastBet(lastBet(id));
    expect(getLastBets().map((bet) => bet.id)).toEqual([
      '12',
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
    ]);
  });

  it('keeps a redelivered bet once and ignores what the contract rejects', () => {
    pushLastBet(lastBet(1));
    pushLastBet(lastBet(1));
    pushLastBet({ id: 2, player: 'nobody' });
    expect(getLastBets()).toHaveLength(1);
  });
});
