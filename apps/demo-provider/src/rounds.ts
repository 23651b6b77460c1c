import { randomUUID } from 'node:crypto';
import type { Journal } from './journal';
import type { PlaySession } from './sessions';
import { NoAnswer, operatorFailed, type WalletAnswer, type WalletClient } from './wallet-client';

/** A refusal to show the player: the operator's status (or ours) and the balance if known. */
export class PlayError extends Error {
  constructor(
    readonly status: string,
    readonly balance?: number,
  ) {
    super(status);
  }
}

export interface RoundKeeperOptions {
  /** Money in flight on disk: without it a restart forgets unacknowledged wins and open rounds. */
  journal?: Journal;
  /** How often the queue of unacknowledged calls is tried again (5 s). */
  retryMs?: number;
}

/**
 * Rounds through the operator's wallet. A bet without a definite answer is rolled back (the
 * rollback retried until acknowledged); a win is retried until acknowledged (the operator's
 * internal error is no answer: see `operatorFailed`), and one still unanswered after the quick
 * retries waits in a queue that keeps trying. With a journal, every bet, win and rollback is on
 * disk before it is sent, so a restarted provider (`recover`) goes on retrying what was
 * unacknowledged and rolls back the bets of rounds nobody can finish.
 */
export function roundKeeper(
  wallet: WalletClient,
  log: (message: string) => void,
  options: RoundKeeperOptions = {},
) {
  const journal = options.journal;
  const pending: Array<{ path: string; body: Record<string, unknown> }> = [];
  const txOf = (body: Record<string, unknown>) => String(body.transaction_uuid);

  async function deliver(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    journal?.send(path, body);
    try {
      const answer = await wallet.callUntilAnswered(path, body);
      journal?.ack(txOf(body));
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      pending.push({ path, body });
      log(`queued ${path} ${String(body.transaction_uuid)} until the operator answers`);
      throw new PlayError('RS_ERROR_UNKNOWN');
    }
  }

  /**
   * Tries every queued call once more; one with a definite answer leaves the queue (and the
   * journal), one unanswered or answered with the operator's internal error stays.
   */
  async function flush(): Promise<void> {
    const batch = pending.splice(0, pending.length);
    await Promise.all(
      batch.map((item) =>
        wallet.call(item.path, item.body).then(
          (answer) => {
            if (operatorFailed(answer)) pending.push(item);
            else journal?.ack(txOf(item.body));
          },
          (error: unknown) => {
            if (error instanceof NoAnswer) pending.push(item);
            else log(`giving up ${item.path} ${txOf(item.body)}: ${String(error)}`);
          },
        ),
      ),
    );
  }

  const timer = setInterval(() => void flush(), options.retryMs ?? 5000);
  timer.unref();

  function base(session: PlaySession, round: string) {
    return {
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
      game_code: session.code,
      currency: session.currency,
      round,
      transaction_uuid: randomUUID(),
    };
  }

  /** Reverses a bet; `closeRound` false keeps the round open (a later bet of a round that goes on). */
  async function rollback(
    session: PlaySession,
    round: string,
    reference: string,
    closeRound = true,
  ) {
    const body = {
      ...base(session, round),
      reference_transaction_uuid: reference,
      round_closed: closeRound,
    };
    return deliver('/transaction/rollback', body);
  }

  /**
   * A debit in `round` (new or open); a debit without a definite answer (none, or the operator's
   * internal error) is rolled back, closing the round only when this debit opened it.
   */
  async function debit(
    session: PlaySession,
    round: string,
    stake: number,
    opens: boolean,
    freeRound?: string,
  ): Promise<{ round: string; transaction: string; balance?: number }> {
    const body = {
      ...base(session, round),
      amount: freeRound === undefined ? stake : 0,
      round_closed: false,
      ...(freeRound === undefined ? {} : { free_round_reference: freeRound }),
    };
    let answer: WalletAnswer;
    journal?.bet(body);
    try {
      answer = await wallet.call('/transaction/bet', body);
      // The operator's internal error is no more definite than a timeout: the bet may have acted.
      if (operatorFailed(answer)) throw new NoAnswer(`bet: ${answer.status}`);
      journal?.betAnswered(body.transaction_uuid, answer.status === 'RS_OK');
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      // It may have acted: reverse it before telling the player it failed.
      await rollback(session, round, body.transaction_uuid, opens).catch(() => undefined);
      throw new PlayError('RS_ERROR_UNKNOWN');
    }
    if (answer.status !== 'RS_OK') throw new PlayError(answer.status, answer.balance);
    return { round, transaction: body.transaction_uuid, balance: answer.balance };
  }

  return {
    /** Debits the stake; returns the round id and the balance after it. */
    /** With `freeRound` (the operator's grant reference) the bet is a free round: zero amount. */
    async bet(
      session: PlaySession,
      stake: number,
      freeRound?: string,
    ): Promise<{ round: string; transaction: string; balance?: number }> {
      return debit(session, randomUUID(), stake, true, freeRound);
    },

    /**
     * A further bet in a round still open (a blackjack double): refused as any bet is (not enough
     * money leaves the round as it was); one without an answer is rolled back, the round open.
     */
    async raise(
      session: PlaySession,
      round: string,
      stake: number,
    ): Promise<{ round: string; transaction: string; balance?: number }> {
      return debit(session, round, stake, false);
    },

    /** Pays the round (0 for a loss) and closes it. */
    async settle(
      session: PlaySession,
      round: string,
      payout: number,
      freeRound?: string,
    ): Promise<number | undefined> {
      const answer = await deliver('/transaction/win', {
        ...base(session, round),
        amount: payout,
        round_closed: true,
        ...(freeRound === undefined ? {} : { free_round_reference: freeRound }),
      });
      if (answer.status !== 'RS_OK') throw new PlayError(answer.status, answer.balance);
      return answer.balance;
    },

    rollback,

    async balance(session: PlaySession): Promise<number | undefined> {
      const answer = await wallet.call('/user/balance', {
        request_uuid: randomUUID(),
        token: session.token,
        user: session.user,
        game_code: session.code,
      });
      if (answer.status !== 'RS_OK') throw new PlayError(answer.status, answer.balance);
      return answer.balance;
    },

    /**
     * After a restart: the journal's unacknowledged wins and rollbacks go back on the queue (and
     * are tried at once), and the bets of open rounds no game resumed (`resumed`: their round ids)
     * are rolled back, closing their rounds, since nobody can finish them now.
     */
    async recover(resumed: ReadonlySet<string> = new Set()): Promise<void> {
      if (!journal) return;
      for (const delivery of journal.state.deliveries.values()) pending.push({ ...delivery });
      for (const open of [...journal.state.rounds.values()]) {
        if (resumed.has(open.round)) continue;
        for (const [index, bet] of [...open.bets].entries()) {
          const body = {
            request_uuid: randomUUID(),
            token: bet.body.token,
            user: bet.body.user,
            game_code: bet.body.game_code,
            currency: bet.body.currency,
            round: open.round,
            transaction_uuid: randomUUID(),
            reference_transaction_uuid: bet.body.transaction_uuid,
            round_closed: index === open.bets.length - 1,
          };
          journal.send('/transaction/rollback', body);
          pending.push({ path: '/transaction/rollback', body });
        }
        log(`rolling back round ${open.round}: open when the provider stopped`);
      }
      await flush();
    },

    /** Calls still waiting for the operator's acknowledgement. */
    unacknowledged: () => pending.length,

    /** Stops the retry timer (tests; the process's exit stops it anyway). */
    close() {
      clearInterval(timer);
    },

    /** A read, safe to repeat: a slow or lost answer is retried briefly before the frame gives up. */
    async userInfo(token: string): Promise<WalletAnswer> {
      return wallet.callUntilAnswered('/user/info', { request_uuid: randomUUID(), token }, 3);
    },
  };
}

export type RoundKeeper = ReturnType<typeof roundKeeper>;
