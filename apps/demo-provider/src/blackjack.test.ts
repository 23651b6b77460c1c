import { describe, expect, it } from 'vitest';
import {
  canDouble,
  card,
  dealerPlays,
  dealHand,
  decidedAtDeal,
  double,
  finishHand,
  handValue,
  hit,
  isBlackjack,
  rankOf,
  shoe,
  type Draw,
} from './blackjack';

/** Cards of these ranks (1 ace … 13 king), in this order; drawing past them fails the test. */
const deck = (...ranks: number[]): Draw => {
  let index = 0;
  return () => {
    if (index >= ranks.length) throw new Error('drew more cards than the case has');
    return card(ranks[index++]!, index % 4);
  };
};
const hand = (...ranks: number[]) => ranks.map((rank) => card(rank));
const A = 1;
const J = 11;
const Q = 12;
const K = 13;

describe('blackjack hands', () => {
  it.each([
    [[A, 6], 17, true],
    [[A, 6, 10], 17, false],
    [[A, A], 12, true],
    [[A, A, 9], 21, true],
    [[A, A, A, 8], 21, true],
    [[A, 5, 5], 21, true],
    [[A, 9, A, K], 21, false],
    [[K, Q], 20, false],
    [[K, Q, 2], 22, false],
    [[J, 5, A, 6], 22, false],
  ])('counts %j as %i (soft: %s)', (ranks, total, soft) => {
    expect(handValue(hand(...ranks))).toEqual({ total, soft });
  });

  it('calls only a two-card 21 a blackjack', () => {
    expect(isBlackjack(hand(A, K))).toBe(true);
    expect(isBlackjack(hand(Q, A))).toBe(true);
    expect(isBlackjack(hand(A, 5, 5))).toBe(false);
    expect(isBlackjack(hand(K, Q))).toBe(false);
  });

  it('has the dealer stand on soft 17 and on any 17, and draw to 16', () => {
    // Soft 17 stands: drawing would fail the case.
    expect(dealerPlays(hand(A, 6), deck())).toEqual(hand(A, 6));
    expect(dealerPlays(hand(K, 7), deck())).toEqual(hand(K, 7));
    // Hard 16 draws; soft 16 draws and, made hard by a ten, draws again.
    expect(handValue(dealerPlays(hand(10, 6), deck(5))).total).toBe(21);
    const soft16 = dealerPlays(hand(A, 5), deck(10, 3));
    expect(soft16.map(rankOf)).toEqual([A, 5, 10, 3]);
    expect(handValue(soft16).total).toBe(19);
    // Soft 18 after a draw stands.
    expect(dealerPlays(hand(A, 2), deck(5)).map(rankOf)).toEqual([A, 2, 5]);
  });

  it('deals player, dealer, player, dealer and pays a blackjack 3:2 at once', () => {
    const played = dealHand(100_000, deck(A, 9, K, 7));
    expect(played.player.map(rankOf)).toEqual([A, K]);
    expect(played.dealer.map(rankOf)).toEqual([9, 7]);
    expect(decidedAtDeal(played)).toBe(true);
    expect(finishHand(played, deck())).toEqual({ outcome: 'blackjack', payout: 250_000 });
    // 3:2 of an odd stake is exact in 1/100,000 units: 0.10 pays 0.15 on top.
    expect(finishHand(dealHand(10_000, deck(A, 9, K, 7)), deck()).payout).toBe(25_000);
  });

  it('pushes two blackjacks and loses to the dealer’s blackjack before the player acts', () => {
    expect(finishHand(dealHand(100_000, deck(A, A, K, Q)), deck())).toEqual({
      outcome: 'push',
      payout: 100_000,
    });
    const beaten = dealHand(100_000, deck(10, A, 10, K));
    expect(decidedAtDeal(beaten)).toBe(true);
    expect(finishHand(beaten, deck())).toEqual({ outcome: 'lose', payout: 0 });
  });

  it('doubles on any first two cards: twice the stake, one card, paid 1:1 on the whole', () => {
    const played = dealHand(100_000, deck(5, 10, 6, 7));
    expect(canDouble(played)).toBe(true);
    double(played, deck(10));
    expect(played.player.map(rankOf)).toEqual([5, 6, 10]);
    expect(canDouble(played)).toBe(false);
    // Dealer 17 stands; 21 wins the doubled stake: 200,000 back doubled.
    expect(finishHand(played, deck())).toEqual({ outcome: 'win', payout: 400_000 });
    // A soft total doubles too, and a doubled hand that loses loses both stakes.
    const soft = dealHand(100_000, deck(A, 10, 2, 9));
    double(soft, deck(2));
    expect(finishHand(soft, deck())).toEqual({ outcome: 'lose', payout: 0 });
    // After a hit there is no double.
    const hitFirst = dealHand(100_000, deck(2, 10, 3, 7));
    hit(hitFirst, deck(4));
    expect(canDouble(hitFirst)).toBe(false);
    expect(() => double(hitFirst, deck(5))).toThrow();
  });

  it('returns the stake on a push and pays 1:1 over a dealer who stood on soft 17', () => {
    const push = dealHand(100_000, deck(10, 10, 8, 8));
    expect(finishHand(push, deck())).toEqual({ outcome: 'push', payout: 100_000 });
    const overSoft17 = dealHand(100_000, deck(10, A, 8, 6));
    expect(finishHand(overSoft17, deck())).toEqual({ outcome: 'win', payout: 200_000 });
    expect(overSoft17.dealer.map(rankOf)).toEqual([A, 6]);
  });

  it('loses a bust at once, the dealer drawing nothing, and wins when the dealer busts', () => {
    const bust = dealHand(100_000, deck(10, 10, 6, 6));
    expect(hit(bust, deck(K))).toBe(true);
    expect(finishHand(bust, deck())).toEqual({ outcome: 'lose', payout: 0 });
    expect(bust.dealer).toHaveLength(2);
    const dealerBusts = dealHand(100_000, deck(10, 10, 2, 6));
    expect(finishHand(dealerBusts, deck(Q))).toEqual({ outcome: 'win', payout: 200_000 });
    // A hit to 21 ends the player's turn.
    expect(hit(dealHand(100_000, deck(5, 10, 6, 7)), deck(K))).toBe(true);
  });

  it('draws from six decks without replacement, each draw one of the cards left', () => {
    const asked: number[] = [];
    const draw = shoe((max) => {
      asked.push(max);
      return 0;
    });
    const drawn = Array.from({ length: 312 }, () => draw());
    expect(asked.slice(0, 3)).toEqual([312, 311, 310]);
    for (let value = 0; value < 52; value += 1)
      expect(drawn.filter((c) => c === value)).toHaveLength(6);
    expect(() => draw()).toThrow();
  });
});
