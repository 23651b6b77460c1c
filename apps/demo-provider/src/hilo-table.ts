import { randomUUID } from 'node:crypto';
import { dealCard, resolveHilo, secureRandom, winningRanks, type Random } from './engines';
import type { Journal, JournaledHand } from './journal';
import { PlayError, type RoundKeeper } from './rounds';
import { restoredSession, type PlaySession, type SavedSession } from './sessions';

export type HiloGuess = 'higher' | 'lower';

/** A dealt card waiting for the guess: kept here between the deal (the bet) and the guess. */
interface OpenHilo {
  key: string;
  /** The session that acted last: its token pays the round (a reload brings a new one). */
  session: PlaySession;
  /** The wallet round (real money) or our own id (demo). */
  round: string;
  stake: number;
  card: number;
  /** A guess is under way: another one for the same round is refused until it ends. */
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** What a restart needs to resume a real-money round: who plays it, the stake and the card. */
interface SavedHilo {
  session: SavedSession;
  stake: number;
  card: number;
}

export interface HiloTableOptions {
  /** How long a dealt card may wait for the guess before it is guessed for the player. */
  idleMs?: number;
  /** Draws the cards (default: the CSPRNG). */
  random?: Random;
  /** Where real-money rounds are kept between the deal and the guess, for a restarted provider. */
  journal?: Journal;
  log?: (message: string) => void;
}

/** What the frame is told: the card to guess from while open, the next card once settled. */
export interface HiloView {
  open: boolean;
  card: number;
  stake: number;
  next?: number;
  guess?: HiloGuess;
  payout?: number;
  balance?: number;
}

/**
 * The guess an abandoned round is settled with: the side more ranks win (higher on a 7). Both
 * sides return 97% of the stake on average, so the likelier one costs the player nothing and
 * swings least; and it is never a guess no rank can win.
 */
export const likelierGuess = (card: number): HiloGuess =>
  winningRanks(card, 'higher') >= winningRanks(card, 'lower') ? 'higher' : 'lower';

/**
 * Hi-lo's two-step round: the deal is the bet (it opens the wallet round), the guess decides and
 * one win (0 for a loss) closes it. The dealt card lives here, keyed by the player and the
 * operator's game, so a reloaded page (a new session) resumes it and a second deal while one is
 * open or on its way takes no second stake; a round left for `idleMs` is guessed for the player
 * (`likelierGuess`) and settled, so no round stays open. Real-money rounds go to the journal, so
 * a restarted provider resumes them too.
 */
export function hiloTable(rounds: RoundKeeper, options: HiloTableOptions = {}) {
  const idleMs = options.idleMs ?? 10 * 60_000;
  const random = options.random ?? secureRandom;
  const open = new Map<string, OpenHilo>();
  /** Rounds whose bet is on its way to the wallet. */
  const opening = new Set<string>();

  // A demo round belongs to its page's fun money; a real one to the player at this game.
  const keyOf = (session: PlaySession) =>
    session.mode === 'demo'
      ? `hilo:demo:${session.id}`
      : `hilo:real:${session.user ?? ''}:${session.currency}:${session.game ?? session.code}`;

  const view = (entry: OpenHilo): HiloView => ({
    open: true,
    card: entry.card,
    stake: entry.stake,
  });

  function save(entry: OpenHilo) {
    if (entry.session.mode !== 'real' || !options.journal) return;
    const { code, currency, token, user, game } = entry.session;
    const state: SavedHilo = {
      session: { code, currency, token, user, game },
      stake: entry.stake,
      card: entry.card,
    };
    options.journal.hand({ key: entry.key, round: entry.round, state });
  }

  async function finish(entry: OpenHilo, guess: HiloGuess): Promise<HiloView> {
    clearTimeout(entry.timer);
    // The round is over for the player whatever the wallet says; a failed credit keeps retrying.
    open.delete(entry.key);
    const outcome = resolveHilo(entry.stake, entry.card, guess, random);
    let balance: number | undefined;
    if (entry.session.mode === 'demo') {
      entry.session.funBalance += outcome.payout;
      balance = entry.session.funBalance;
    } else balance = await rounds.settle(entry.session, entry.round, outcome.payout);
    return { ...outcome, open: false, stake: entry.stake, balance };
  }

  function arm(entry: OpenHilo) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (open.get(entry.key) !== entry) return;
      if (entry.busy) return arm(entry);
      entry.busy = true;
      finish(entry, likelierGuess(entry.card))
        .then((settled) =>
          options.log?.(
            `settled an abandoned hi-lo round (round ${entry.round}) guessing ${settled.guess}: ${settled.payout}`,
          ),
        )
        .catch((error: unknown) =>
          options.log?.(`abandoned hi-lo round ${entry.round}: ${String(error)}`),
        );
    }, idleMs);
    entry.timer.unref?.();
  }

  /** The player's open round, if any (a reloaded page picks it up where it was left). */
  function resume(session: PlaySession): HiloView | { open: false } {
    const entry = open.get(keyOf(session));
    if (!entry) return { open: false };
    // The player is back: their token pays the round, and the idle clock starts again.
    if (!entry.busy) {
      entry.session = session;
      arm(entry);
    }
    return view(entry);
  }

  return {
    resume,

    /** Deals a card for `stake` (a round already open is answered instead, untouched). */
    async deal(session: PlaySession, stake: number): Promise<HiloView> {
      const key = keyOf(session);
      if (open.has(key)) return resume(session) as HiloView;
      // Checked and marked before the bet's await: two deals at once cannot both take a stake.
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
      const entry: OpenHilo = {
        key,
        session,
        round: taken.round,
        stake,
        card: dealCard(random),
        busy: false,
      };
      open.set(key, entry);
      save(entry);
      arm(entry);
      return { ...view(entry), balance: taken.balance };
    },

    /** Draws the next card and settles the round on the player's guess. */
    async guess(session: PlaySession, guess: unknown): Promise<HiloView> {
      const entry = open.get(keyOf(session));
      if (!entry) throw new PlayError('no_round');
      if ((guess !== 'higher' && guess !== 'lower') || winningRanks(entry.card, guess) === 0)
        throw new PlayError('bad_guess');
      if (entry.busy) throw new PlayError('busy');
      entry.busy = true;
      entry.session = session;
      try {
        return await finish(entry, guess);
      } finally {
        entry.busy = false;
      }
    },

    /** Rounds a restarted provider finds in its journal: open again, the idle clock afresh. */
    restore(saved: Iterable<JournaledHand>): Set<string> {
      const resumed = new Set<string>();
      for (const { key, round, state } of saved) {
        if (!key.startsWith('hilo:real:')) continue;
        const { session, stake, card } = state as SavedHilo;
        if (!Number.isInteger(card) || card < 1 || card > 13 || !Number.isInteger(stake)) continue;
        const entry: OpenHilo = {
          key,
          session: restoredSession(session, round),
          round,
          stake,
          card,
          busy: false,
        };
        open.set(key, entry);
        arm(entry);
        resumed.add(round);
      }
      return resumed;
    },

    /** Rounds open now (for tests and the log). */
    openRounds: () => open.size,
  };
}
