import { randomUUID } from 'node:crypto';
import {
  canDouble,
  cardName,
  decidedAtDeal,
  dealHand,
  double,
  finishHand,
  handStake,
  handValue,
  hit,
  shoe,
  type BlackjackHand,
  type BlackjackOutcome,
  type Draw,
} from './blackjack';
import { secureRandom } from './engines';
import type { Journal, JournaledHand } from './journal';
import { PlayError, type RoundKeeper } from './rounds';
import { restoredSession, type PlaySession, type SavedSession } from './sessions';

/** A hand left this long without an action is stood for the player and settled (10 minutes). */
export const BLACKJACK_IDLE_MS = 10 * 60_000;

/** A hand being played: kept here, on the provider's server, between the player's actions. */
interface OpenHand {
  key: string;
  /** The session that acted last: its token pays the round (a reload brings a new one). */
  session: PlaySession;
  /** The wallet round (real money) or our own id (demo). */
  round: string;
  hand: BlackjackHand;
  draw: Draw;
  /** An action is under way: another one for the same hand is refused until it ends. */
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** What a restart needs to resume a real-money hand: who plays it, in which round, the cards. */
interface SavedHand {
  session: SavedSession;
  hand: BlackjackHand;
}

export interface BlackjackTableOptions {
  /** How long a hand may wait for the player before it is stood and settled. */
  idleMs?: number;
  /** The cards of each new round (default: a fresh 6-deck shoe drawn with the CSPRNG). */
  shoe?: () => Draw;
  /** Where real-money hands are kept between actions, so a restarted provider resumes them. */
  journal?: Journal;
  log?: (message: string) => void;
}

/** What the frame is told of a hand: the dealer's hole card stays hidden while it is open. */
export interface HandView {
  open: boolean;
  player: string[];
  dealer: string[];
  playerTotal: number;
  playerSoft: boolean;
  dealerTotal: number;
  stake: number;
  doubled: boolean;
  canDouble: boolean;
  outcome?: BlackjackOutcome;
  payout?: number;
  balance?: number;
}

function view(hand: BlackjackHand, open: boolean): HandView {
  const dealer = open ? hand.dealer.slice(0, 1) : hand.dealer;
  const player = handValue(hand.player);
  return {
    open,
    player: hand.player.map(cardName),
    dealer: dealer.map(cardName),
    playerTotal: player.total,
    playerSoft: player.soft,
    dealerTotal: handValue(dealer).total,
    stake: handStake(hand),
    doubled: hand.doubled,
    canDouble: open && canDouble(hand),
  };
}

/**
 * The blackjack table: a round is the first bet (it opens the wallet round), perhaps a double
 * (a second bet in the same round) and one win (0 for a loss) that closes it. The hand lives here
 * between actions, keyed by the player and the operator's game, so a reloaded page (a new
 * session) finds it again; a hand left alone for `idleMs` is stood for the player and settled,
 * so no round stays open.
 */
export function blackjackTable(rounds: RoundKeeper, options: BlackjackTableOptions = {}) {
  const idleMs = options.idleMs ?? BLACKJACK_IDLE_MS;
  const newShoe = options.shoe ?? (() => shoe(secureRandom));
  const hands = new Map<string, OpenHand>();
  /** Hands whose first bet is on its way to the wallet. */
  const opening = new Set<string>();

  // A demo hand belongs to its page's fun money; a real one to the player at this game.
  const keyOf = (session: PlaySession) =>
    session.mode === 'demo'
      ? `demo:${session.id}`
      : `real:${session.user ?? ''}:${session.currency}:${session.game ?? session.code}`;

  function save(entry: OpenHand) {
    if (entry.session.mode !== 'real' || !options.journal) return;
    const { code, currency, token, user, game } = entry.session;
    const state: SavedHand = { session: { code, currency, token, user, game }, hand: entry.hand };
    options.journal.hand({ key: entry.key, round: entry.round, state });
  }

  async function take(session: PlaySession, stake: number, round?: string) {
    if (session.mode === 'demo') {
      if (session.funBalance < stake)
        throw new PlayError('RS_ERROR_NOT_ENOUGH_MONEY', session.funBalance);
      session.funBalance -= stake;
      return { round: round ?? randomUUID(), balance: session.funBalance };
    }
    return round === undefined ? rounds.bet(session, stake) : rounds.raise(session, round, stake);
  }

  async function pay(session: PlaySession, round: string, payout: number) {
    if (session.mode === 'demo') {
      session.funBalance += payout;
      return session.funBalance;
    }
    return rounds.settle(session, round, payout);
  }

  /** Closes the hand: the dealer plays what is left, the payout closes the round. */
  async function finish(entry: OpenHand): Promise<HandView> {
    clearTimeout(entry.timer);
    // The hand is over for the player whatever the wallet says; a failed credit keeps retrying.
    hands.delete(entry.key);
    const { outcome, payout } = finishHand(entry.hand, entry.draw);
    const balance = await pay(entry.session, entry.round, payout);
    return { ...view(entry.hand, false), outcome, payout, balance };
  }

  function arm(entry: OpenHand) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (hands.get(entry.key) !== entry) return;
      if (entry.busy) return arm(entry);
      entry.busy = true;
      finish(entry)
        .then((settled) =>
          options.log?.(
            `settled an abandoned blackjack hand (round ${entry.round}): ${settled.outcome}, ${settled.payout}`,
          ),
        )
        .catch((error: unknown) =>
          options.log?.(`abandoned blackjack round ${entry.round}: ${String(error)}`),
        );
    }, idleMs);
    entry.timer.unref?.();
  }

  /** Runs an action on the session's open hand, one at a time, the idle clock restarting after. */
  async function acting(
    session: PlaySession,
    action: (entry: OpenHand) => Promise<HandView>,
  ): Promise<HandView> {
    const entry = hands.get(keyOf(session));
    if (!entry) throw new PlayError('no_round');
    if (entry.busy) throw new PlayError('busy');
    entry.busy = true;
    entry.session = session;
    try {
      return await action(entry);
    } finally {
      entry.busy = false;
      if (hands.get(entry.key) === entry) arm(entry);
    }
  }

  /** The session's open hand, if any (a reloaded page picks it up where it was left). */
  function resume(session: PlaySession): HandView | { open: false } {
    const entry = hands.get(keyOf(session));
    if (!entry) return { open: false };
    // The player is back: their token pays the round, and the idle clock starts again.
    if (!entry.busy) {
      entry.session = session;
      arm(entry);
    }
    return view(entry.hand, true);
  }

  /**
   * Hands a restarted provider finds in its journal: each is open again under its key (the
   * player's reloaded page resumes it) from a shoe without the cards already dealt, and the idle
   * clock starts afresh, so one nobody comes back to is stood and settled. Answers their rounds.
   */
  function restore(saved: Iterable<JournaledHand>): Set<string> {
    const resumed = new Set<string>();
    for (const { key, round, state } of saved) {
      const { session, hand } = state as SavedHand;
      if (!key.startsWith('real:') || !hand || !Array.isArray(hand.player)) continue;
      const entry: OpenHand = {
        key,
        session: restoredSession(session, round),
        round,
        hand,
        draw: options.shoe?.() ?? shoe(secureRandom, undefined, [...hand.player, ...hand.dealer]),
        busy: false,
      };
      hands.set(key, entry);
      arm(entry);
      resumed.add(round);
    }
    return resumed;
  }

  return {
    resume,
    restore,

    /** A new hand for `stake` (a hand already open is answered instead, untouched). */
    async deal(session: PlaySession, stake: number): Promise<HandView> {
      const key = keyOf(session);
      const existing = hands.get(key);
      if (existing) return resume(session) as HandView;
      if (opening.has(key)) throw new PlayError('busy');
      opening.add(key);
      let taken: { round: string; balance?: number };
      try {
        taken = await take(session, stake);
      } finally {
        opening.delete(key);
      }
      const draw = newShoe();
      const entry: OpenHand = {
        key,
        session,
        round: taken.round,
        hand: dealHand(stake, draw),
        draw,
        busy: false,
      };
      hands.set(key, entry);
      // A blackjack on either side ends the hand at once.
      if (decidedAtDeal(entry.hand)) return finish(entry);
      save(entry);
      arm(entry);
      return { ...view(entry.hand, true), balance: taken.balance };
    },

    hit(session: PlaySession) {
      return acting(session, async (entry) => {
        if (hit(entry.hand, entry.draw)) return finish(entry);
        save(entry);
        return view(entry.hand, true);
      });
    },

    stand(session: PlaySession) {
      return acting(session, finish);
    },

    /**
     * Doubles the stake with a second bet in the round, then one card and the hand stands. A bet
     * refused (not enough money, a limit) leaves the hand as it was: hit and stand still play.
     */
    double(session: PlaySession) {
      return acting(session, async (entry) => {
        if (!canDouble(entry.hand)) throw new PlayError('bad_action');
        await take(session, entry.hand.stake, entry.round);
        double(entry.hand, entry.draw);
        return finish(entry);
      });
    },

    /** Hands open now (for tests and the log). */
    openHands: () => hands.size,
  };
}

export type BlackjackTable = ReturnType<typeof blackjackTable>;
