import { describe, expect, it } from 'vitest';
import { PlayError } from './rounds';
import {
  betReturn,
  coveredNumbers,
  INSIDE_POSITIONS,
  MAX_BETS,
  parseBets,
  RED,
  spinRoulette,
  type BetKind,
} from './roulette';

const CHIPS = [10_000, 100_000, 500_000];
const pocket = (value: number) => () => value;
const refused = (run: () => unknown, status: string) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PlayError);
    expect((error as PlayError).status).toBe(status);
    return;
  }
  throw new Error('it was accepted');
};

describe('European roulette', () => {
  it('has 37 pockets, 18 red and 18 black, and the wheel draws one of the 37', () => {
    const draws: number[] = [];
    spinRoulette([{ kind: 'red', numbers: RED, stake: 100_000 }], (max) => {
      draws.push(max);
      return 36;
    });
    expect(draws).toEqual([37]);
    expect(RED).toHaveLength(18);
    expect(coveredNumbers('black', undefined)).toHaveLength(18);
    expect(coveredNumbers('black', undefined)).not.toContain(0);
  });

  it.each<[BetKind, number[] | undefined, number, number]>([
    // kind, numbers, a winning pocket, the return of a 1.00 stake (stake + odds)
    ['straight', [17], 17, 3_600_000],
    ['straight', [0], 0, 3_600_000],
    ['split', [17, 20], 20, 1_800_000],
    ['split', [0, 2], 0, 1_800_000],
    ['street', [16, 17, 18], 18, 1_200_000],
    ['street', [0, 2, 3], 3, 1_200_000],
    ['corner', [17, 18, 20, 21], 21, 900_000],
    ['corner', [0, 1, 2, 3], 0, 900_000],
    ['line', [31, 32, 33, 34, 35, 36], 34, 600_000],
    ['dozen', [3], 36, 300_000],
    ['column', [2], 35, 300_000],
    ['red', undefined, 1, 200_000],
    ['black', undefined, 2, 200_000],
    ['odd', undefined, 35, 200_000],
    ['even', undefined, 36, 200_000],
    ['low', undefined, 18, 200_000],
    ['high', undefined, 19, 200_000],
  ])('pays %s %j at the standard odds', (kind, numbers, winning, expected) => {
    const { bets, total } = parseBets([{ kind, numbers, stake: 100_000 }], CHIPS);
    expect(total).toBe(100_000);
    expect(betReturn(bets[0]!, winning)).toBe(expected);
    expect(spinRoulette(bets, pocket(winning)).payout).toBe(expected);
  });

  it('loses every outside bet on zero and each bet off its numbers', () => {
    const { bets } = parseBets(
      ['red', 'black', 'odd', 'even', 'low', 'high'].map((kind) => ({ kind, stake: 100_000 })),
      CHIPS,
    );
    expect(spinRoulette(bets, pocket(0))).toMatchObject({ pocket: 0, colour: 'green', payout: 0 });
    const straight = parseBets([{ kind: 'straight', numbers: [17], stake: 100_000 }], CHIPS);
    expect(spinRoulette(straight.bets, pocket(18)).payout).toBe(0);
  });

  it('adds the returns of several bets and totals their stakes', () => {
    const { bets, total } = parseBets(
      [
        { kind: 'straight', numbers: [7], stake: 10_000 },
        { kind: 'red', stake: 500_000 },
        { kind: 'even', stake: 100_000 },
      ],
      CHIPS,
    );
    expect(total).toBe(610_000);
    // 7 is red and odd: the straight and red win, even loses.
    expect(spinRoulette(bets, pocket(7))).toMatchObject({
      colour: 'red',
      winning: [0, 1],
      payout: 360_000 + 1_000_000,
    });
  });

  it('offers every legal inside position once: 37, 60, 14, 23 and 11', () => {
    expect(INSIDE_POSITIONS.straight).toHaveLength(37);
    expect(INSIDE_POSITIONS.split).toHaveLength(60);
    expect(INSIDE_POSITIONS.street).toHaveLength(14);
    expect(INSIDE_POSITIONS.corner).toHaveLength(23);
    expect(INSIDE_POSITIONS.line).toHaveLength(11);
  });

  it('keeps the house edge at one pocket in 37 on every kind of bet', () => {
    for (const [kind, positions] of Object.entries(INSIDE_POSITIONS))
      for (const numbers of positions) {
        const { bets } = parseBets([{ kind, numbers, stake: 100_000 }], CHIPS);
        let returned = 0;
        for (let n = 0; n < 37; n += 1) returned += betReturn(bets[0]!, n);
        expect(returned).toBe(36 * 100_000);
      }
  });

  it.each([
    ['an unknown kind', [{ kind: 'neighbours', numbers: [1], stake: 100_000 }], 'bad_bet'],
    [
      'a split of numbers that do not touch',
      [{ kind: 'split', numbers: [3, 4], stake: 100_000 }],
      'bad_bet',
    ],
    [
      'a corner off the grid',
      [{ kind: 'corner', numbers: [3, 4, 6, 7], stake: 100_000 }],
      'bad_bet',
    ],
    [
      'a street not starting a row',
      [{ kind: 'street', numbers: [2, 3, 4], stake: 100_000 }],
      'bad_bet',
    ],
    ['a straight past 36', [{ kind: 'straight', numbers: [37], stake: 100_000 }], 'bad_bet'],
    ['a fractional number', [{ kind: 'straight', numbers: [1.5], stake: 100_000 }], 'bad_bet'],
    ['a fourth dozen', [{ kind: 'dozen', numbers: [4], stake: 100_000 }], 'bad_bet'],
    ['numbers on an even-money bet', [{ kind: 'red', numbers: [1], stake: 100_000 }], 'bad_bet'],
    ['a stake that is not a chip', [{ kind: 'red', stake: 123 }], 'bad_stake'],
    ['a stake as a string', [{ kind: 'red', stake: '100000' }], 'bad_stake'],
    ['a negative stake', [{ kind: 'red', stake: -100_000 }], 'bad_stake'],
    ['no bets', [], 'bad_bet'],
    ['not a list', { kind: 'red', stake: 100_000 }, 'bad_bet'],
    ['a bet that is not an object', [null], 'bad_bet'],
    [
      'more bets than the table takes',
      Array.from({ length: MAX_BETS + 1 }, () => ({ kind: 'red', stake: 10_000 })),
      'bad_bet',
    ],
  ])('refuses %s', (_name, input, status) => {
    refused(() => parseBets(input, CHIPS), status);
  });
});
