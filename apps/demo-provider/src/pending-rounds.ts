import { randomUUID } from 'node:crypto';
import type { Journal, JournaledHand } from './journal';
import { PlayError, type RoundKeeper } from './rounds';
import { restoredSession, type PlaySession, type SavedSession } from './sessions';

/** A round between its bet and its deciding move, with what its table keeps of it (`state`). */
export interface PendingRound<S> {
  key: string;
  /** The session that acted last: its token pays the round (a reload brings a new one). */
  session: PlaySession;
  /** The wallet round (real money) or our own id (demo). */
  round: string;
  stake: number;
  state: S;
  /** A move is under way: another one is refused until it ends. */
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export interface PendingRoundsOptions<S> {
  /** The table's key prefix (`vp`, `hilo`): keys and journal entries of one table. */
  prefix: string;
  /** How long a round may wait for its move before `abandon` settles it. */
  idleMs?: number;
  journal?: Journal;
  log?: (message: string) => void;
  /** What the journal keeps of the state (JSON fields beside the session and the stake). */
  saved(state: S): Record<string, unknown>;
  /** The state back from the journal's fields; null when they cannot be played on. */
  restored(saved: Record<string, unknown>): S | null;
  /** Settles a round nobody finished (the table's default move); answers the line to log. */
  abandon(entry: PendingRound<S>): Promise<string>;
}

/**
 * The open rounds of a game played in two steps (video poker, hi-lo): the first move is the bet
 * (it opens the wallet round) and a later one decides and closes it. A round is keyed by the
 * player and the operator's game (a demo one by its page), so a reloaded page resumes it and a
 * second bet while one is open or on its way takes no second stake; a round left for `idleMs` is
 * settled by the table's `abandon`, so no round stays open; real-money rounds go to the journal,
 * so a restarted provider resumes them too.
 */
export function pendingRounds<S>(rounds: RoundKeeper, options: PendingRoundsOptions<S>) {
  const idleMs = options.idleMs ?? 10 * 60_000;
  const open = new Map<string, PendingRound<S>>();
  /** Rounds whose bet is on its way to the wallet. */
  const opening = new Set<string>();

  const keyOf = (session: PlaySession) =>
    session.mode === 'demo'
      ? `${options.prefix}:demo:${session.id}`
      : `${options.prefix}:real:${session.user ?? ''}:${session.currency}:${session.game ?? session.code}`;

  function save(entry: PendingRound<S>) {
    if (entry.session.mode !== 'real' || !options.journal) return;
    const { code, currency, token, user, game } = entry.session;
    const session: SavedSession = { code, currency, token, user, game };
    const state = { session, stake: entry.stake, ...options.saved(entry.state) };
    options.journal.hand({ key: entry.key, round: entry.round, state });
  }

  function arm(entry: PendingRound<S>) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (open.get(entry.key) !== entry) return;
      if (entry.busy) return arm(entry);
      entry.busy = true;
      options
        .abandon(entry)
        .then((line) => options.log?.(line))
        .catch((error: unknown) =>
          options.log?.(`abandoned ${options.prefix} round ${entry.round}: ${String(error)}`),
        );
    }, idleMs);
    entry.timer.unref?.();
  }

  /** The player's open round, if any: their new session pays it, the idle clock starts again. */
  function resume(session: PlaySession): PendingRound<S> | undefined {
    const entry = open.get(keyOf(session));
    if (entry && !entry.busy) {
      entry.session = session;
      arm(entry);
    }
    return entry;
  }

  return {
    resume,

    /**
     * Takes `stake` (fun money, or a wallet bet) and opens a round with `deal()`'s state; a round
     * already open is answered instead, untouched (`resumed`), and a bet still on its way refuses
     * another (`busy`).
     */
    async open(
      session: PlaySession,
      stake: number,
      deal: () => S,
    ): Promise<{ entry: PendingRound<S>; resumed: boolean; balance?: number }> {
      const key = keyOf(session);
      const current = resume(session);
      if (current) return { entry: current, resumed: true };
      // Checked and marked before the bet's await: two bets at once cannot both take a stake.
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
      const entry: PendingRound<S> = {
        key,
        session,
        round: taken.round,
        stake,
        state: deal(),
        busy: false,
      };
      open.set(key, entry);
      save(entry);
      arm(entry);
      return { entry, resumed: false, balance: taken.balance };
    },

    /** Runs the player's deciding move on their open round, one move at a time. */
    async move<T>(session: PlaySession, run: (entry: PendingRound<S>) => Promise<T>): Promise<T> {
      const entry = open.get(keyOf(session));
      if (!entry) throw new PlayError('no_round');
      if (entry.busy) throw new PlayError('busy');
      entry.busy = true;
      entry.session = session;
      try {
        return await run(entry);
      } finally {
        entry.busy = false;
      }
    },

    /**
     * Closes the round with `payout`: the round is over for the player whatever the wallet says
     * (a failed credit keeps retrying); answers the balance after it, when known.
     */
    async settle(entry: PendingRound<S>, payout: number): Promise<number | undefined> {
      clearTimeout(entry.timer);
      open.delete(entry.key);
      if (entry.session.mode !== 'demo') return rounds.settle(entry.session, entry.round, payout);
      entry.session.funBalance += payout;
      return entry.session.funBalance;
    },

    /** Rounds a restarted provider finds in its journal: open again, the idle clock afresh. */
    restore(saved: Iterable<JournaledHand>): Set<string> {
      const resumed = new Set<string>();
      for (const { key, round, state } of saved) {
        if (!key.startsWith(`${options.prefix}:real:`)) continue;
        const fields = state as Record<string, unknown> & { session: SavedSession; stake: number };
        const restored = options.restored(fields);
        if (restored === null || !Number.isInteger(fields.stake)) continue;
        const entry: PendingRound<S> = {
          key,
          session: restoredSession(fields.session, round),
          round,
          stake: fields.stake,
          state: restored,
          busy: false,
        };
        open.set(key, entry);
        arm(entry);
        resumed.add(round);
      }
      return resumed;
    },

    /** Rounds open now (for tests and the log). */
    size: () => open.size,
  };
}
