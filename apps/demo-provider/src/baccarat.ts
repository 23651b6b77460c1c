import { cardName, rankOf, shoe, type Card, type Draw } from './blackjack';
import { secureRandom, type Random } from './engines';
import { PlayError } from './rounds';

/**
 * Punto banco, decided on the provider's server: a fresh 8-deck shoe every round, two cards to
 * each side, the third cards by the fixed tableau (nobody chooses). Player pays 1:1, Banker 1:1
 * less 5% commission (rounded down to the currency's minor unit), Tie 8:1, and on a tie the
 * Player and Banker bets push.
 */

export const BACCARAT_DECKS = 8;
export const SPOTS = ['player', 'banker', 'tie'] as const;
export type Spot = (typeof SPOTS)[number];
/** At most this many chips in one round. */
export const MAX_CHIPS = 50;

/** A card's points: aces 1, two to nine their face, tens and faces 0. */
export const baccaratPoints = (card: Card) => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};

export const baccaratTotal = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + baccaratPoints(card), 0) % 10;

/** Whether the banker draws a third card on `banker` points, given the player's third card. */
export function bankerDraws(banker: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return banker <= 5;
  const third = baccaratPoints(playerThird);
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** One coup: cards dealt player, banker, player, banker, then the tableau's third cards. */
export function dealCoup(draw: Draw) {
  const [p1, b1, p2, b2] = [draw(), draw(), draw(), draw()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (baccaratTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(draw());
  }
  const [playerTotal, bankerTotal] = [baccaratTotal(player), baccaratTotal(banker)];
  const winner: Spot =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * The 1/100,000 units of one minor unit of `currency` (1,000 for a 2-decimal currency, 100,000
 * for a 0-decimal one); a code ICU does not know (a crypto coin) settles to the protocol's unit.
 */
export function minorUnitOf(currency: string): number {
  if (!ISO_CURRENCIES.has(currency)) return 1;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 5;
  return 10 ** (5 - Math.min(5, Math.max(0, digits)));
}

export type BaccaratBets = Record<Spot, number>;

/** What the bets return (the stakes included) when `winner` wins. */
export function baccaratReturn(bets: BaccaratBets, winner: Spot, minorUnit = 1): number {
  if (winner === 'tie') return bets.tie * 9 + bets.player + bets.banker;
  if (winner === 'player') return bets.player * 2;
  // 95% of the banker stake as winnings, rounded down to the currency's minor unit.
  const commissioned = Math.floor((bets.banker * 95) / (100 * minorUnit)) * minorUnit;
  return bets.banker + commissioned;
}

/**
 * Checks a coup's chips from the frame: 1 to MAX_CHIPS chips, each on a spot and of a chip value
 * offered. Answers the total on each spot and the total stake.
 */
export function parseBaccaratBets(
  input: unknown,
  chips: readonly number[],
): { bets: BaccaratBets; total: number } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_CHIPS)
    throw new PlayError('bad_bet');
  const bets: BaccaratBets = { player: 0, banker: 0, tie: 0 };
  for (const raw of input as unknown[]) {
    if (!raw || typeof raw !== 'object') throw new PlayError('bad_bet');
    const { spot, stake } = raw as Record<string, unknown>;
    if (typeof spot !== 'string' || !(SPOTS as readonly string[]).includes(spot))
      throw new PlayError('bad_bet');
    if (typeof stake !== 'number' || !chips.includes(stake)) throw new PlayError('bad_stake');
    bets[spot as Spot] += stake;
  }
  return { bets, total: bets.player + bets.banker + bets.tie };
}

/** One coup over the bets: the hands, the winner and the total returned. */
export function playBaccarat(
  bets: BaccaratBets,
  currency: string,
  random: Random = secureRandom,
  draw: Draw = shoe(random, BACCARAT_DECKS),
) {
  const coup = dealCoup(draw);
  return {
    ...coup,
    // The cards as shown: "A♠", "10♥".
    player: coup.player.map(cardName),
    banker: coup.banker.map(cardName),
    bets,
    payout: baccaratReturn(bets, coup.winner, minorUnitOf(currency)),
  };
}
