import { secureRandom, type Random } from './engines';

/**
 * Blackjack's rules, decided on the provider's server: a 6-deck shoe shuffled for every round
 * (cards drawn from it with the CSPRNG), the dealer stands on every 17 (soft 17 too) and peeks
 * for blackjack, a blackjack pays 3:2, any first two cards may be doubled (one more card, then
 * the hand stands), a push returns the stake; there is no split and no insurance.
 */

/** A card is 0 … 51: rank (card % 13) + 1 (1 ace … 13 king), suit ⌊card / 13⌋. */
export type Card = number;
export const DECKS = 6;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const rankOf = (card: Card) => (card % 13) + 1;
/** The card as shown: "A♠", "10♥". */
export const cardName = (card: Card) => `${RANK_NAMES[card % 13]}${SUITS[Math.floor(card / 13)]}`;
/** A card of the given rank (1 … 13) and suit (0 … 3): for tests and the tableau's cases. */
export const card = (rank: number, suit = 0): Card => suit * 13 + rank - 1;

/** Draws the next card of a round. */
export type Draw = () => Card;

/**
 * A fresh shoe of DECKS decks for one round, drawn without replacement at random: each draw takes
 * a uniformly random card of those left, which is a shuffle done one card at a time.
 */
export function shoe(
  random: Random = secureRandom,
  decks = DECKS,
  /** Cards already out of this shoe (a hand resumed after a restart). */
  dealt: readonly Card[] = [],
): Draw {
  const left = Array.from({ length: 52 * decks }, (_, index) => index % 52);
  for (const out of dealt) {
    const index = left.indexOf(out);
    if (index < 0) continue;
    left[index] = left[left.length - 1]!;
    left.pop();
  }
  return () => {
    if (left.length === 0) throw new Error('the shoe is empty');
    const index = random(left.length);
    const drawn = left[index]!;
    left[index] = left[left.length - 1]!;
    left.pop();
    return drawn;
  };
}

/** The points of a card: aces 1 (the hand counts one as 11 when it fits), faces 10. */
const points = (card: Card) => Math.min(rankOf(card), 10);

/** A hand's best total; soft when an ace counts 11. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + points(card), 0);
  const soft = cards.some((card) => rankOf(card) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly Card[]) =>
  cards.length === 2 && handValue(cards).total === 21;

/** The dealer draws to 16 and stands on every 17, soft 17 included. */
export function dealerPlays(dealer: readonly Card[], draw: Draw): Card[] {
  const cards = [...dealer];
  while (handValue(cards).total < 17) cards.push(draw());
  return cards;
}

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';

/** A hand at the table: the player's and the dealer's cards, the stake and whether doubled. */
export interface BlackjackHand {
  player: Card[];
  dealer: Card[];
  /** The first bet; a double adds as much again. */
  stake: number;
  doubled: boolean;
}

/** Everything the player has staked on the hand. */
export const handStake = (hand: BlackjackHand) => hand.stake * (hand.doubled ? 2 : 1);

/** Deals two cards each, in the order player, dealer, player, dealer. */
export function dealHand(stake: number, draw: Draw): BlackjackHand {
  const [p1, d1, p2, d2] = [draw(), draw(), draw(), draw()];
  return { player: [p1, p2], dealer: [d1, d2], stake, doubled: false };
}

/**
 * Whether the hand is over before the player acts: a blackjack on either side (the dealer peeks
 * at the hole card), or later a bust or 21.
 */
export function decidedAtDeal(hand: BlackjackHand): boolean {
  return isBlackjack(hand.player) || isBlackjack(hand.dealer);
}

/** One more card for the player; answers whether the hand is over (a bust, or 21 stands). */
export function hit(hand: BlackjackHand, draw: Draw): boolean {
  hand.player.push(draw());
  return handValue(hand.player).total >= 21;
}

/** A double: only on the first two cards, one card more, and the hand stands. */
export function canDouble(hand: BlackjackHand): boolean {
  return hand.player.length === 2 && !hand.doubled && !decidedAtDeal(hand);
}

export function double(hand: BlackjackHand, draw: Draw): void {
  if (!canDouble(hand)) throw new Error('not a hand that can double');
  hand.doubled = true;
  hand.player.push(draw());
}

/**
 * Ends the hand: unless the player busted or either side has a blackjack, the dealer plays.
 * Answers the outcome and the payout (the stake included): 3:2 for a blackjack, 1:1 for a win,
 * the stake back on a push, nothing on a loss.
 */
export function finishHand(
  hand: BlackjackHand,
  draw: Draw,
): { outcome: BlackjackOutcome; payout: number } {
  const player = handValue(hand.player).total;
  const natural = isBlackjack(hand.player);
  const dealerNatural = isBlackjack(hand.dealer);
  if (player <= 21 && !natural && !dealerNatural) hand.dealer = dealerPlays(hand.dealer, draw);
  const stake = handStake(hand);
  if (natural && dealerNatural) return { outcome: 'push', payout: stake };
  if (natural) return { outcome: 'blackjack', payout: stake + Math.floor((stake * 3) / 2) };
  if (dealerNatural || player > 21) return { outcome: 'lose', payout: 0 };
  const dealer = handValue(hand.dealer).total;
  if (dealer > 21 || player > dealer) return { outcome: 'win', payout: stake * 2 };
  if (player === dealer) return { outcome: 'push', payout: stake };
  return { outcome: 'lose', payout: 0 };
}
