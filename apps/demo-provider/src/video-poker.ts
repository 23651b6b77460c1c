import { cardName, rankOf, shoe, type Card, type Draw } from './blackjack';
import { secureRandom, type Random } from './engines';

/**
 * Video poker, Jacks or Better, the full-pay 9/6 machine: five cards from a fresh 52-card deck
 * (drawn with the CSPRNG), the player holds any of them, the others are replaced from the same
 * deck, and the final hand pays by the table below (a return per unit staked, the stake
 * included). Every figure is a whole number, so a payout is exact: no rounding. With the optimal
 * holding strategy the machine returns 99.54% (the published analysis of 9/6 Jacks or Better,
 * 99.5439%); a player who holds worse returns less.
 */

export const POKER_HANDS = [
  'royal',
  'straightFlush',
  'four',
  'fullHouse',
  'flush',
  'straight',
  'three',
  'twoPair',
  'jacks',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/** What each hand returns for 1 staked (the royal's 800 is the 5-coin 4,000 per coin). */
export const POKER_PAYS: Record<PokerHand, number> = {
  royal: 800,
  straightFlush: 50,
  four: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  three: 3,
  twoPair: 2,
  jacks: 1,
};

/** The best paying hand the five cards make, or undefined when they pay nothing. */
export function pokerHand(cards: readonly Card[]): PokerHand | undefined {
  const ranks = cards.map(rankOf).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  const groups = [...counts.values()].sort((a, b) => b - a);
  const flush = cards.every((card) => Math.floor(card / 13) === Math.floor(cards[0]! / 13));
  const distinct = counts.size === 5;
  const aceHigh = distinct && ranks.join(',') === '1,10,11,12,13';
  const straight = distinct && (ranks[4]! - ranks[0]! === 4 || aceHigh);
  if (straight && flush) return aceHigh ? 'royal' : 'straightFlush';
  if (groups[0] === 4) return 'four';
  if (groups[0] === 3 && groups[1] === 2) return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'three';
  if (groups[0] === 2 && groups[1] === 2) return 'twoPair';
  if (groups[0] === 2) {
    const pair = [...counts].find(([, count]) => count === 2)![0];
    if (pair === 1 || pair >= 11) return 'jacks';
  }
  return undefined;
}

/** What a final hand returns for `stake` (the stake included); 0 for a hand that pays nothing. */
export function pokerPayout(stake: number, cards: readonly Card[]): number {
  const hand = pokerHand(cards);
  return hand ? stake * POKER_PAYS[hand] : 0;
}

/** A fresh deck for one round. */
export const pokerDeck = (random: Random = secureRandom, dealt: readonly Card[] = []): Draw =>
  shoe(random, 1, dealt);

export const dealPoker = (draw: Draw): Card[] => Array.from({ length: 5 }, () => draw());

/** Replaces every card not held; `held` names positions 0–4. */
export function drawPoker(cards: readonly Card[], held: readonly number[], draw: Draw): Card[] {
  return cards.map((card, index) => (held.includes(index) ? card : draw()));
}

export const pokerCardNames = (cards: readonly Card[]) => cards.map(cardName);
