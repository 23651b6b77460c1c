import { describe, expect, it } from 'vitest';
import {
  baccaratReturn,
  baccaratTotal,
  bankerDraws,
  dealCoup,
  minorUnitOf,
  parseBaccaratBets,
  playBaccarat,
} from './baccarat';
import { card, rankOf, type Draw } from './blackjack';
import { PlayError } from './rounds';

/** Cards of these ranks (1 ace … 13 king), in this order; drawing past them fails the test. */
const deck = (...ranks: number[]): Draw => {
  let index = 0;
  return () => {
    if (index >= ranks.length) throw new Error('drew more cards than the case has');
    return card(ranks[index++]!, index % 4);
  };
};
const CHIPS = [10_000, 100_000, 500_000];
const bets = (player: number, banker: number, tie: number) => ({ player, banker, tie });

describe('punto banco', () => {
  it('counts aces 1, tens and faces 0, totals modulo 10', () => {
    expect(baccaratTotal([card(1), card(13)])).toBe(1);
    expect(baccaratTotal([card(7), card(8)])).toBe(5);
    expect(baccaratTotal([card(10), card(11), card(12)])).toBe(0);
    expect(baccaratTotal([card(9), card(9), card(9)])).toBe(7);
  });

  // The banker's rule after the player drew, by banker total (rows) and the player's third card
  // 0 … 9 (columns): D draws, S stands.
  const TABLEAU: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  it('follows the banker’s full third-card tableau', () => {
    for (const [banker, row] of Object.entries(TABLEAU))
      for (let third = 0; third <= 9; third += 1) {
        // A third card worth 0 is a ten; others their own rank.
        const drawn = card(third === 0 ? 10 : third);
        expect(bankerDraws(Number(banker), drawn), `banker ${banker}, third ${third}`).toBe(
          row[third] === 'D',
        );
      }
    // The player stood: the banker draws on 0-5 and stands on 6-7.
    for (let banker = 0; banker <= 7; banker += 1)
      expect(bankerDraws(banker, undefined)).toBe(banker <= 5);
  });

  it.each([
    // Cards in dealing order P, B, P, B, then the third cards; the hands, totals and winner.
    ['a natural 8 stops both hands', [3, 4, 5, 3], [3, 5], [4, 3], 8, 7, 'player'],
    ['a banker natural 9 stops the player’s draw', [2, 4, 1, 5], [2, 1], [4, 5], 3, 9, 'banker'],
    [
      'the player stands on 6, the banker draws on 5',
      [13, 2, 6, 3, 4],
      [13, 6],
      [2, 3, 4],
      6,
      9,
      'banker',
    ],
    [
      'the player stands on 7, the banker stands on 6',
      [7, 6, 10, 10],
      [7, 10],
      [6, 10],
      7,
      6,
      'player',
    ],
    ['the banker stands on 3 against a third 8', [2, 1, 3, 2, 8], [2, 3, 8], [1, 2], 3, 3, 'tie'],
    [
      'the banker draws on 3 against a third 9',
      [2, 1, 3, 2, 9, 5],
      [2, 3, 9],
      [1, 2, 5],
      4,
      8,
      'banker',
    ],
    [
      'the banker draws on 4 against a third 2',
      [10, 2, 1, 2, 2, 1],
      [10, 1, 2],
      [2, 2, 1],
      3,
      5,
      'banker',
    ],
    [
      'the banker stands on 4 against a third ace',
      [10, 2, 1, 2, 1],
      [10, 1, 1],
      [2, 2],
      2,
      4,
      'banker',
    ],
    [
      'the banker draws on 5 against a third 4',
      [5, 2, 10, 3, 4, 9],
      [5, 10, 4],
      [2, 3, 9],
      9,
      4,
      'player',
    ],
    [
      'the banker stands on 5 against a third 3',
      [5, 2, 10, 3, 3],
      [5, 10, 3],
      [2, 3],
      8,
      5,
      'player',
    ],
    [
      'the banker draws on 6 against a third 7',
      [1, 3, 1, 3, 7, 13],
      [1, 1, 7],
      [3, 3, 13],
      9,
      6,
      'player',
    ],
    [
      'the banker stands on 6 against a third 5',
      [1, 3, 1, 3, 5],
      [1, 1, 5],
      [3, 3],
      7,
      6,
      'player',
    ],
    [
      'the banker stands on 7 whatever the player drew',
      [13, 4, 12, 3, 6],
      [13, 12, 6],
      [4, 3],
      6,
      7,
      'banker',
    ],
    ['equal totals tie', [4, 2, 3, 5], [4, 3], [2, 5], 7, 7, 'tie'],
  ])('%s', (_name, dealt, player, banker, playerTotal, bankerTotal, winner) => {
    const coup = dealCoup(deck(...dealt));
    expect(coup.player.map(rankOf)).toEqual(player);
    expect(coup.banker.map(rankOf)).toEqual(banker);
    expect(coup).toMatchObject({ playerTotal, bankerTotal, winner });
  });

  it('pays Player 1:1, Tie 8:1, and pushes Player and Banker on a tie', () => {
    expect(baccaratReturn(bets(100_000, 0, 0), 'player')).toBe(200_000);
    expect(baccaratReturn(bets(100_000, 0, 0), 'banker')).toBe(0);
    expect(baccaratReturn(bets(0, 0, 100_000), 'tie')).toBe(900_000);
    expect(baccaratReturn(bets(0, 0, 100_000), 'player')).toBe(0);
    expect(baccaratReturn(bets(100_000, 500_000, 10_000), 'tie')).toBe(600_000 + 90_000);
  });

  it('takes 5% commission on Banker wins, rounded down to the currency’s minor unit', () => {
    expect(minorUnitOf('USD')).toBe(1_000);
    expect(minorUnitOf('JPY')).toBe(100_000);
    expect(minorUnitOf('KWD')).toBe(100);
    // A coin ICU does not know settles to the protocol's unit.
    expect(minorUnitOf('USDT')).toBe(1);
    expect(baccaratReturn(bets(0, 100_000, 0), 'banker', 1_000)).toBe(195_000);
    // 0.10 USD: 0.095 of winnings is 0.09 in cents.
    expect(baccaratReturn(bets(0, 10_000, 0), 'banker', 1_000)).toBe(19_000);
    // 0.30 USD: 0.285 → 0.28.
    expect(baccaratReturn(bets(0, 30_000, 0), 'banker', 1_000)).toBe(58_000);
    // 1 yen: 0.95 of winnings rounds down to nothing, the stake comes back.
    expect(baccaratReturn(bets(0, 100_000, 0), 'banker', 100_000)).toBe(100_000);
    expect(baccaratReturn(bets(0, 10_000, 0), 'banker', 1)).toBe(19_500);
    expect(playBaccarat(bets(0, 10_000, 0), 'USD', undefined, deck(2, 4, 1, 5))).toMatchObject({
      player: ['2♥', 'A♣'],
      banker: ['4♦', '5♠'],
      winner: 'banker',
      payout: 19_000,
    });
  });

  it('adds chips on a spot and refuses a bad table before any money moves', () => {
    expect(
      parseBaccaratBets(
        [
          { spot: 'player', stake: 100_000 },
          { spot: 'player', stake: 10_000 },
          { spot: 'tie', stake: 500_000 },
        ],
        CHIPS,
      ),
    ).toEqual({ bets: bets(110_000, 0, 500_000), total: 610_000 });
    for (const [input, status] of [
      [[], 'bad_bet'],
      [{ spot: 'player', stake: 100_000 }, 'bad_bet'],
      [[{ spot: 'dragon', stake: 100_000 }], 'bad_bet'],
      [[null], 'bad_bet'],
      [[{ spot: 'banker', stake: 123 }], 'bad_stake'],
      [[{ spot: 'banker', stake: '100000' }], 'bad_stake'],
      [[{ spot: 'banker', stake: -100_000 }], 'bad_stake'],
      [Array.from({ length: 51 }, () => ({ spot: 'tie', stake: 10_000 })), 'bad_bet'],
    ] as const) {
      let refusal: unknown;
      try {
        parseBaccaratBets(input, CHIPS);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(PlayError);
      expect((refusal as PlayError).status).toBe(status);
    }
  });
});
