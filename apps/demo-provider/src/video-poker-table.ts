import { type Card, type Draw } from './blackjack';
import type { Journal, JournaledHand } from './journal';
import { pendingRounds, type PendingRound } from './pending-rounds';
import { PlayError, type RoundKeeper } from './rounds';
import type { PlaySession } from './sessions';
import {
  dealPoker,
  drawPoker,
  pokerCardNames,
  pokerDeck,
  pokerHand,
  pokerPayout,
  type PokerHand,
} from './video-poker';

/** A dealt hand waiting for the player's holds, and the deck its draw comes from. */
interface PokerState {
  cards: Card[];
  draw: Draw;
}

export interface VideoPokerOptions {
  /** How long a dealt hand may wait for the draw before it is settled as dealt (all held). */
  idleMs?: number;
  /** The deck of each new round (default: a fresh 52-card deck drawn with the CSPRNG). */
  deck?: () => Draw;
  journal?: Journal;
  log?: (message: string) => void;
}

export interface PokerView {
  open: boolean;
  cards: string[];
  stake: number;
  /** What the cards make now (the dealt hand's, or the final one's). */
  hand?: PokerHand;
  payout?: number;
  balance?: number;
}

/**
 * Video poker's two-step round (pending-rounds.ts): the deal is the bet, the draw decides and one
 * win (0 for nothing) closes it. A hand left for `idleMs` is settled as dealt (every card held).
 */
export function videoPokerTable(rounds: RoundKeeper, options: VideoPokerOptions = {}) {
  const newDeck = options.deck ?? (() => pokerDeck());

  const view = (entry: PendingRound<PokerState>): PokerView => ({
    open: true,
    cards: pokerCardNames(entry.state.cards),
    stake: entry.stake,
    hand: pokerHand(entry.state.cards),
  });

  async function finish(
    entry: PendingRound<PokerState>,
    held: readonly number[],
  ): Promise<PokerView> {
    const cards = drawPoker(entry.state.cards, held, entry.state.draw);
    const payout = pokerPayout(entry.stake, cards);
    const balance = await table.settle(entry, payout);
    return {
      open: false,
      cards: pokerCardNames(cards),
      stake: entry.stake,
      hand: pokerHand(cards),
      payout,
      balance,
    };
  }

  const table = pendingRounds<PokerState>(rounds, {
    prefix: 'vp',
    idleMs: options.idleMs,
    journal: options.journal,
    log: options.log,
    saved: ({ cards }) => ({ cards }),
    restored: ({ cards }) =>
      Array.isArray(cards) && cards.length === 5
        ? {
            cards: cards as Card[],
            draw: options.deck?.() ?? pokerDeck(undefined, cards as Card[]),
          }
        : null,
    async abandon(entry) {
      const settled = await finish(entry, [0, 1, 2, 3, 4]);
      return `settled an abandoned video poker hand (round ${entry.round}) as dealt: ${settled.payout}`;
    },
  });

  return {
    resume(session: PlaySession): PokerView | { open: false } {
      const entry = table.resume(session);
      return entry ? view(entry) : { open: false };
    },

    /** Deals five cards for `stake` (an open hand is answered instead, untouched). */
    async deal(session: PlaySession, stake: number): Promise<PokerView> {
      const { entry, resumed, balance } = await table.open(session, stake, () => {
        const draw = newDeck();
        return { cards: dealPoker(draw), draw };
      });
      return resumed ? view(entry) : { ...view(entry), balance };
    },

    /** Replaces the cards not held (positions 0–4) and settles the round. */
    async draw(session: PlaySession, held: unknown): Promise<PokerView> {
      if (
        !Array.isArray(held) ||
        held.length > 5 ||
        new Set(held).size !== held.length ||
        !held.every((index) => Number.isInteger(index) && index >= 0 && index <= 4)
      )
        throw new PlayError('bad_hold');
      return table.move(session, (entry) => finish(entry, held as number[]));
    },

    restore: (saved: Iterable<JournaledHand>) => table.restore(saved),

    openHands: () => table.size(),
  };
}
