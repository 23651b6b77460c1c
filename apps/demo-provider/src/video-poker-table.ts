import { randomUUID } from 'node:crypto';
import { type Card, type Draw } from './blackjack';
import type { Journal, JournaledHand } from './journal';
import { PlayError, type RoundKeeper } from './rounds';
import { restoredSession, type PlaySession, type SavedSession } from './sessions';
import {
  dealPoker,
  drawPoker,
  pokerCardNames,
  pokerDeck,
  pokerHand,
  pokerPayout,
  type PokerHand,
} from './video-poker';

/** A dealt hand waiting for the player's holds: kept here between the deal and the draw. */
interface OpenPoker {
  key: string;
  session: PlaySession;
  round: string;
  stake: number;
  cards: Card[];
  draw: Draw;
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

interface SavedPoker {
  session: SavedSession;
  stake: number;
  cards: Card[];
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
 * Video poker's two-step round: the deal is the bet (it opens the wallet round), the draw decides
 * and one win (0 for nothing) closes it. The dealt hand lives here, keyed by the player and the
 * operator's game, so a reloaded page (a new session) resumes it; a hand left for `idleMs` is
 * settled as dealt (every card held), so no round stays open. Real-money hands go to the journal,
 * so a restarted provider resumes them too.
 */
export function videoPokerTable(rounds: RoundKeeper, options: VideoPokerOptions = {}) {
  const idleMs = options.idleMs ?? 10 * 60_000;
  const newDeck = options.deck ?? (() => pokerDeck());
  const hands = new Map<string, OpenPoker>();
  const opening = new Set<string>();

  const keyOf = (session: PlaySession) =>
    session.mode === 'demo'
      ? `vp:demo:${session.id}`
      : `vp:real:${session.user ?? ''}:${session.currency}:${session.game ?? session.code}`;

  const view = (entry: OpenPoker): PokerView => ({
    open: true,
    cards: pokerCardNames(entry.cards),
    stake: entry.stake,
    hand: pokerHand(entry.cards),
  });

  function save(entry: OpenPoker) {
    if (entry.session.mode !== 'real' || !options.journal) return;
    const { code, currency, token, user, game } = entry.session;
    const state: SavedPoker = {
      session: { code, currency, token, user, game },
      stake: entry.stake,
      cards: entry.cards,
    };
    options.journal.hand({ key: entry.key, round: entry.round, state });
  }

  async function finish(entry: OpenPoker, held: readonly number[]): Promise<PokerView> {
    clearTimeout(entry.timer);
    // The round is over for the player whatever the wallet says; a failed credit keeps retrying.
    hands.delete(entry.key);
    const cards = drawPoker(entry.cards, held, entry.draw);
    const payout = pokerPayout(entry.stake, cards);
    let balance: number | undefined;
    if (entry.session.mode === 'demo') {
      entry.session.funBalance += payout;
      balance = entry.session.funBalance;
    } else balance = await rounds.settle(entry.session, entry.round, payout);
    return {
      open: false,
      cards: pokerCardNames(cards),
      stake: entry.stake,
      hand: pokerHand(cards),
      payout,
      balance,
    };
  }

  function arm(entry: OpenPoker) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (hands.get(entry.key) !== entry) return;
      if (entry.busy) return arm(entry);
      entry.busy = true;
      finish(entry, [0, 1, 2, 3, 4])
        .then((settled) =>
          options.log?.(
            `settled an abandoned video poker hand (round ${entry.round}) as dealt: ${settled.payout}`,
          ),
        )
        .catch((error: unknown) =>
          options.log?.(`abandoned video poker round ${entry.round}: ${String(error)}`),
        );
    }, idleMs);
    entry.timer.unref?.();
  }

  function resume(session: PlaySession): PokerView | { open: false } {
    const entry = hands.get(keyOf(session));
    if (!entry) return { open: false };
    if (!entry.busy) {
      entry.session = session;
      arm(entry);
    }
    return view(entry);
  }

  return {
    resume,

    /** Deals five cards for `stake` (an open hand is answered instead, untouched). */
    async deal(session: PlaySession, stake: number): Promise<PokerView> {
      const key = keyOf(session);
      if (hands.has(key)) return resume(session) as PokerView;
      if (opening.has(key)) throw new PlayError('busy');
      opening.add(key);
      let taken: { round: string; balance?: number };
      try {
        if (session.mode === 'demo') {
          if (session.funBalance < stake)
            throw new PlayError('RS_ERROR_NOT_ENOUGH_MONEY', session.funBalance);
          session.funBalance -= stake;
          taken = { round: randomUUID(), balance: session.funBalance };
        } else taken = await rounds.bet(session, stake);
      } finally {
        opening.delete(key);
      }
      const draw = newDeck();
      const entry: OpenPoker = {
        key,
        session,
        round: taken.round,
        stake,
        cards: dealPoker(draw),
        draw,
        busy: false,
      };
      hands.set(key, entry);
      save(entry);
      arm(entry);
      return { ...view(entry), balance: taken.balance };
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
      const entry = hands.get(keyOf(session));
      if (!entry) throw new PlayError('no_round');
      if (entry.busy) throw new PlayError('busy');
      entry.busy = true;
      entry.session = session;
      try {
        return await finish(entry, held as number[]);
      } finally {
        entry.busy = false;
      }
    },

    /** Hands a restarted provider finds in its journal: open again, the idle clock afresh. */
    restore(saved: Iterable<JournaledHand>): Set<string> {
      const resumed = new Set<string>();
      for (const { key, round, state } of saved) {
        if (!key.startsWith('vp:real:')) continue;
        const { session, stake, cards } = state as SavedPoker;
        if (!Array.isArray(cards) || cards.length !== 5) continue;
        const entry: OpenPoker = {
          key,
          session: restoredSession(session, round),
          round,
          stake,
          cards,
          draw: options.deck?.() ?? pokerDeck(undefined, cards),
          busy: false,
        };
        hands.set(key, entry);
        arm(entry);
        resumed.add(round);
      }
      return resumed;
    },

    openHands: () => hands.size,
  };
}
