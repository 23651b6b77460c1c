import { parseBaccaratBets, playBaccarat } from './baccarat';
import { blackjackTable, type BlackjackTableOptions } from './blackjack-table';
import { playCrash, spinSlot } from './engines';
import type { FreeRoundGrants } from './free-rounds';
import { hiloTable } from './hilo-table';
import type { JournaledHand } from './journal';
import { parseChips } from './chips';
import { parseBets, spinRoulette } from './roulette';
import { playSicBo, SICBO_SPOTS } from './sicbo';
import { stakeLadder } from './stakes';
import { videoPokerTable } from './video-poker-table';
import { playWheel, WHEEL_NUMBERS } from './wheel';
import { PlayError, type RoundKeeper } from './rounds';
import type { PlaySession } from './sessions';

/** The stakes (and chips) a session may play: its currency's ladder. */
const stakesOf = (session: PlaySession) => stakeLadder(session.currency).stakes;

function stakeOf(session: PlaySession, value: unknown): number {
  if (typeof value !== 'number' || !stakesOf(session).includes(value))
    throw new PlayError('bad_stake');
  return value;
}

/**
 * A round of any game: the stake leaves the balance (the operator's wallet, or the demo's fun
 * money), the server decides, the payout comes back and the round closes. When deciding fails
 * after the stake was taken, the stake is rolled back.
 */
export function player(
  rounds: RoundKeeper,
  grants?: FreeRoundGrants,
  tables: BlackjackTableOptions = {},
) {
  // Grants are for the operator's game the session opened (one engine serves several of them).
  const gameOf = (session: PlaySession) => session.game ?? session.code;
  // Hi-lo and blackjack have no single-step round, roulette and baccarat no single stake, to play
  // for free: grants on them stay unplayed.
  const playsFree = (session: PlaySession) => session.code === 'slot' || session.code === 'crash';
  const freeLeft = (session: PlaySession) =>
    playsFree(session) ? (grants?.left(session.user, gameOf(session), session.currency) ?? 0) : 0;
  const blackjack = blackjackTable(rounds, tables);
  const poker = videoPokerTable(rounds, {
    idleMs: tables.idleMs,
    journal: tables.journal,
    log: tables.log,
  });
  const hilo = hiloTable(rounds, {
    idleMs: tables.idleMs,
    journal: tables.journal,
    log: tables.log,
  });

  /**
   * A free round the operator granted: played at the grant's stake, the bet with amount 0 and
   * the grant's reference, the win with the reference (the operator pays it to the bonus).
   */
  async function freeRound<T extends { payout: number }>(
    session: PlaySession,
    free: { reference: string; stake: number },
    decide: (stake: number) => T,
  ): Promise<T & { balance?: number; freeSpinsLeft: number; freeRound: true }> {
    let round: string;
    try {
      ({ round } = await rounds.bet(session, free.stake, free.reference));
    } catch (error) {
      if (error instanceof PlayError && error.status === 'RS_ERROR_UNKNOWN')
        grants?.giveBack(free.reference);
      else grants?.drop(free.reference);
      throw error;
    }
    const outcome = decide(free.stake);
    const balance = await rounds.settle(session, round, outcome.payout, free.reference);
    return { ...outcome, balance, freeSpinsLeft: freeLeft(session), freeRound: true };
  }

  async function oneRound<T extends { payout: number }>(
    session: PlaySession,
    stake: number,
    decide: (stake: number) => T,
  ): Promise<T & { balance?: number; freeSpinsLeft?: number }> {
    const free =
      session.mode === 'real' && playsFree(session)
        ? grants?.take(session.user, gameOf(session), session.currency)
        : undefined;
    if (free) return freeRound(session, free, decide);
    if (session.mode === 'demo') {
      if (session.funBalance < stake)
        throw new PlayError('RS_ERROR_NOT_ENOUGH_MONEY', session.funBalance);
      const outcome = decide(stake);
      session.funBalance += outcome.payout - stake;
      return { ...outcome, balance: session.funBalance };
    }
    const { round, transaction } = await rounds.bet(session, stake);
    let outcome: T;
    try {
      outcome = decide(stake);
    } catch (error) {
      await rounds.rollback(session, round, transaction).catch(() => undefined);
      throw error;
    }
    const balance = await rounds.settle(session, round, outcome.payout);
    return { ...outcome, balance };
  }

  return {
    /** Open hands a restarted provider found in its journal; answers their rounds. */
    restore(saved: Iterable<JournaledHand>): Set<string> {
      const list = [...saved];
      return new Set([...blackjack.restore(list), ...poker.restore(list), ...hilo.restore(list)]);
    },

    /** Free rounds this session plays before paid ones (real sessions only). */
    freeSpinsLeft: (session: PlaySession) => (session.mode === 'real' ? freeLeft(session) : 0),

    async balance(session: PlaySession) {
      return session.mode === 'demo' ? session.funBalance : rounds.balance(session);
    },

    async act(session: PlaySession, action: string, input: Record<string, unknown>) {
      if (session.code === 'slot' && action === 'spin') {
        const stake = stakeOf(session, input.stake);
        return oneRound(session, stake, (played) => spinSlot(played));
      }
      if (session.code === 'crash' && action === 'play') {
        const stake = stakeOf(session, input.stake);
        const target = input.target;
        if (
          typeof target !== 'number' ||
          !Number.isInteger(target) ||
          target < 101 ||
          target > 100_000
        )
          throw new PlayError('bad_target');
        return oneRound(session, stake, (played) => playCrash(played, target));
      }
      if (session.code === 'roulette' && action === 'spin') {
        // One wallet bet of the table's total; the spin's return comes back as one win.
        const { bets, total } = parseBets(input.bets, stakesOf(session));
        return oneRound(session, total, () => spinRoulette(bets));
      }
      if (session.code === 'baccarat' && action === 'deal') {
        // One wallet bet of the chips on Player, Banker and Tie; the coup's return as one win.
        const { bets, total } = parseBaccaratBets(input.bets, stakesOf(session));
        return oneRound(session, total, () => playBaccarat(bets, session.currency));
      }
      if (session.code === 'wheel' && action === 'spin') {
        // One wallet bet of the chips on the numbers; the spin's return (after any re-spins) as one win.
        const { bets, total } = parseChips(input.bets, WHEEL_NUMBERS, stakesOf(session));
        return oneRound(session, total, () => playWheel(bets));
      }
      if (session.code === 'sicbo' && action === 'roll') {
        const { bets, total } = parseChips(input.bets, SICBO_SPOTS, stakesOf(session));
        return oneRound(session, total, () => playSicBo(bets));
      }
      if (session.code === 'videopoker') {
        if (action === 'resume') return poker.resume(session);
        if (action === 'deal') return poker.deal(session, stakeOf(session, input.stake));
        if (action === 'draw') return poker.draw(session, input.held);
      }
      if (session.code === 'blackjack') {
        if (action === 'resume') return blackjack.resume(session);
        if (action === 'deal') return blackjack.deal(session, stakeOf(session, input.stake));
        if (action === 'hit') return blackjack.hit(session);
        if (action === 'stand') return blackjack.stand(session);
        if (action === 'double') return blackjack.double(session);
      }
      if (session.code === 'hilo') {
        if (action === 'resume') return hilo.resume(session);
        if (action === 'deal') return hilo.deal(session, stakeOf(session, input.stake));
        if (action === 'guess') return hilo.guess(session, input.guess);
      }
      throw new PlayError('bad_action');
    },
  };
}
