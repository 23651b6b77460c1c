import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { card } from './blackjack';
import { blackjackTable } from './blackjack-table';
import { JOURNAL_FILE, journalSize, openJournal, replay } from './journal';
import { PlayError, roundKeeper } from './rounds';
import { playSessions } from './sessions';
import { NoAnswer, type WalletClient } from './wallet-client';

/**
 * An operator's wallet: `down` leaves every call unanswered (a network cut); otherwise it answers
 * RS_OK and counts what it received, by path and transaction.
 */
function operator() {
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  let down = false;
  const answer = (path: string, body: Record<string, unknown>) => {
    if (down) throw new NoAnswer(`${path}: connection refused`);
    received.push({ path, body });
    return { status: 'RS_OK', request_uuid: String(body.request_uuid), balance: 5_000_000 };
  };
  const wallet = {
    call: async (path: string, body: Record<string, unknown>) => answer(path, body),
    callUntilAnswered: async (path: string, body: Record<string, unknown>) => answer(path, body),
  } as unknown as WalletClient;
  return {
    wallet,
    received,
    setDown: (value: boolean) => (down = value),
    count: (path: string, tx?: unknown) =>
      received.filter(
        (call) => call.path === path && (tx === undefined || call.body.transaction_uuid === tx),
      ).length,
  };
}

const session = playSessions().create({
  code: 'slot',
  mode: 'real',
  currency: 'USD',
  token: 'tok',
  user: 'player-1',
  game: 'midnight-megaways',
});

const quiet = () => undefined;
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wh-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the provider’s journal of money in flight', () => {
  it('delivers a win left unacknowledged before a restart exactly once after it, then stops retrying', async () => {
    const dir = freshDir();
    const wallet = operator();
    const first = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    const { round } = await first.bet(session, 100_000);
    // The operator goes away before the win of 2.50 is acknowledged; then the process stops.
    wallet.setDown(true);
    await expect(first.settle(session, round, 250_000)).rejects.toBeInstanceOf(PlayError);
    first.close();

    wallet.setDown(false);
    const restarted = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await restarted.recover();
    const wins = wallet.received.filter((call) => call.path === '/transaction/win');
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body).toMatchObject({ round, amount: 250_000, round_closed: true });
    // Acknowledged: nothing is left to retry, and the round is not rolled back.
    expect(restarted.unacknowledged()).toBe(0);
    expect(wallet.count('/transaction/rollback')).toBe(0);
    restarted.close();

    // A third start finds nothing to do: the acknowledgement is on disk too.
    const third = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await third.recover();
    expect(wallet.count('/transaction/win')).toBe(1);
    third.close();
  });

  it('keeps retrying while the operator stays away, with the same transaction id', async () => {
    const dir = freshDir();
    const wallet = operator();
    const first = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    const { round } = await first.bet(session, 100_000);
    wallet.setDown(true);
    await expect(first.settle(session, round, 0)).rejects.toBeInstanceOf(PlayError);
    first.close();

    const restarted = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await restarted.recover();
    expect(restarted.unacknowledged()).toBe(1);
    restarted.close();
    wallet.setDown(false);
    const again = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await again.recover();
    const wins = wallet.received.filter((call) => call.path === '/transaction/win');
    expect(wins.map((win) => win.body.round)).toEqual([round]);
    again.close();
  });

  it('rolls back the bet of a round the restart left without a game to finish it, closing the round', async () => {
    const dir = freshDir();
    const wallet = operator();
    const first = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    const bet = await first.bet(session, 100_000);
    first.close();

    const restarted = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await restarted.recover();
    const rollbacks = wallet.received.filter((call) => call.path === '/transaction/rollback');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]!.body).toMatchObject({
      round: bet.round,
      reference_transaction_uuid: bet.transaction,
      round_closed: true,
      token: 'tok',
      user: 'player-1',
    });
    restarted.close();
  });

  it('resumes an open blackjack hand after a restart and pays it with its own round', async () => {
    const dir = freshDir();
    const wallet = operator();
    const journal = openJournal({ dir });
    const rounds = roundKeeper(wallet.wallet, quiet, { journal, retryMs: 60_000 });
    // The first shoe deals 10 and 8 to the player, 9 and 7 to the dealer.
    const table = blackjackTable(rounds, {
      journal,
      shoe: () => {
        const ranks = [10, 9, 8, 7];
        return () => card(ranks.shift() ?? 10);
      },
    });
    const dealt = await table.deal(
      playSessions().create({ ...session, code: 'blackjack' }),
      100_000,
    );
    expect(dealt).toMatchObject({ open: true, playerTotal: 18 });
    rounds.close();

    // A new process over the same journal: the hand is open again for the same player and game.
    const reopened = openJournal({ dir });
    const restartedRounds = roundKeeper(wallet.wallet, quiet, {
      journal: reopened,
      retryMs: 60_000,
    });
    // The dealer's 16 draws once more: a 10 busts it. Without a fixed shoe the restored one is
    // drawn at random and a 2 to 5 made this a push or a loss (about one run in three).
    const restartedTable = blackjackTable(restartedRounds, {
      journal: reopened,
      shoe: () => () => card(10),
    });
    await restartedRounds.recover(restartedTable.restore(reopened.state.hands.values()));
    expect(wallet.count('/transaction/rollback')).toBe(0);
    // The player's reloaded page (a new session, a new token) finds the hand and stands.
    const reloaded = playSessions().create({ ...session, code: 'blackjack', token: 'tok-2' });
    expect(restartedTable.resume(reloaded)).toMatchObject({
      open: true,
      playerTotal: 18,
      player: ['10♠', '8♠'],
      dealer: ['9♠'],
    });
    const settled = await restartedTable.stand(reloaded);
    expect(settled).toMatchObject({ open: false, outcome: 'win', payout: 200_000 });
    const win = wallet.received.find((call) => call.path === '/transaction/win')!;
    expect(win.body).toMatchObject({ amount: 200_000, round_closed: true, token: 'tok-2' });
    expect(win.body.round).toBe(wallet.received[0]!.body.round);
    // Settled: a further restart finds no hand and no round.
    const after = replay(path.join(dir, JOURNAL_FILE));
    expect(after.hands.size + after.rounds.size + after.deliveries.size).toBe(0);
    restartedRounds.close();
  });

  it('ignores a torn last line', async () => {
    const dir = freshDir();
    const wallet = operator();
    const first = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    const { round } = await first.bet(session, 100_000);
    wallet.setDown(true);
    await expect(first.settle(session, round, 150_000)).rejects.toBeInstanceOf(PlayError);
    first.close();
    // The process died in the middle of writing an acknowledgement.
    appendFileSync(path.join(dir, JOURNAL_FILE), '{"t":"ack","tx":"');
    wallet.setDown(false);
    const restarted = roundKeeper(wallet.wallet, quiet, {
      journal: openJournal({ dir }),
      retryMs: 60_000,
    });
    await restarted.recover();
    expect(wallet.count('/transaction/win')).toBe(1);
    // The torn line is gone from the file: every line left parses.
    for (const line of readFileSync(path.join(dir, JOURNAL_FILE), 'utf8').trim().split('\n'))
      if (line) expect(() => JSON.parse(line) as unknown).not.toThrow();
    restarted.close();
  });

  it('compacts itself to the live state when it grows', async () => {
    const dir = freshDir();
    const wallet = operator();
    const journal = openJournal({ dir, compactBytes: 4096 });
    const rounds = roundKeeper(wallet.wallet, quiet, { journal, retryMs: 60_000 });
    for (let index = 0; index < 40; index += 1) {
      const { round } = await rounds.bet(session, 100_000);
      await rounds.settle(session, round, 0);
    }
    const open = await rounds.bet(session, 100_000);
    expect(journalSize(dir)).toBeLessThan(4096 + 1024);
    rounds.close();
    const state = replay(path.join(dir, JOURNAL_FILE));
    expect([...state.rounds.keys()]).toEqual([open.round]);
    expect(state.deliveries.size).toBe(0);
  });
});
