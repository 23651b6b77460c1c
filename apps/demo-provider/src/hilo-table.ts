import { dealCard, resolveHilo, secureRandom, winningRanks, type Random } from './engines';
import type { Journal, JournaledHand } from './journal';
import { pendingRounds, type PendingRound } from './pending-rounds';
import { PlayError, type RoundKeeper } from './rounds';
import type { PlaySession } from './sessions';

export type HiloGuess = 'higher' | 'lower';

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
 * Hi-lo's two-step round (pending-rounds.ts): the deal is the bet, the guess decides and one win
 * (0 for a loss) closes it. The dealt card waits with the round; a round left for `idleMs` is
 * guessed for the player (`likelierGuess`) and settled.
 */
export function hiloTable(rounds: RoundKeeper, options: HiloTableOptions = {}) {
  const random = options.random ?? secureRandom;

  const view = (entry: PendingRound<number>): HiloView => ({
    open: true,
    card: entry.state,
    stake: entry.stake,
  });

  async function finish(entry: PendingRound<number>, guess: HiloGuess): Promise<HiloView> {
    const outcome = resolveHilo(entry.stake, entry.state, guess, random);
    const balance = await table.settle(entry, outcome.payout);
    return { ...outcome, open: false, stake: entry.stake, balance };
  }

  const table = pendingRounds<number>(rounds, {
    prefix: 'hilo',
    idleMs: options.idleMs,
    journal: options.journal,
    log: options.log,
    saved: (card) => ({ card }),
    restored: ({ card }) =>
      Number.isInteger(card) && (card as number) >= 1 && (card as number) <= 13
        ? (card as number)
        : null,
    async abandon(entry) {
      const settled = await finish(entry, likelierGuess(entry.state));
      return `settled an abandoned hi-lo round (round ${entry.round}) guessing ${settled.guess}: ${settled.payout}`;
    },
  });

  return {
    /** The player's open round, if any (a reloaded page picks it up where it was left). */
    resume(session: PlaySession): HiloView | { open: false } {
      const entry = table.resume(session);
      return entry ? view(entry) : { open: false };
    },

    /** Deals a card for `stake` (a round already open is answered instead, untouched). */
    async deal(session: PlaySession, stake: number): Promise<HiloView> {
      const { entry, resumed, balance } = await table.open(session, stake, () => dealCard(random));
      return resumed ? view(entry) : { ...view(entry), balance };
    },

    /** Draws the next card and settles the round on the player's guess. */
    async guess(session: PlaySession, guess: unknown): Promise<HiloView> {
      return table.move(session, (entry) => {
        if ((guess !== 'higher' && guess !== 'lower') || winningRanks(entry.state, guess) === 0)
          throw new PlayError('bad_guess');
        return finish(entry, guess);
      });
    },

    restore: (saved: Iterable<JournaledHand>) => table.restore(saved),

    /** Rounds open now (for tests and the log). */
    openRounds: () => table.size(),
  };
}
