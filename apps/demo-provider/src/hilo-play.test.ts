import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hiloPayout } from './engines';
import { likelierGuess, type HiloView } from './hilo-table';
import { openJournal } from './journal';
import { player } from './play';
import { roundKeeper, type RoundKeeper } from './rounds';
import { playSessions, type PlaySession } from './sessions';
import { demoBalance } from './stakes';
import type { WalletClient } from './wallet-client';

/**
 * The operator's wallet as the round keeper sees it, recording each call with the token it
 * carried; `holdBets` keeps bets unanswered until `release` (a slow wallet).
 */
function recordingWallet() {
  const calls: Array<{ call: string; round: string; amount: number; token?: string }> = [];
  let balance = 10_000_000;
  let rounds = 0;
  let held: Array<() => void> | undefined;
  const keeper = {
    async bet(session: PlaySession, stake: number) {
      rounds += 1;
      const round = `r${rounds}`;
      if (held) await new Promise<void>((resolve) => held!.push(resolve));
      balance -= stake;
      calls.push({ call: 'bet', round, amount: stake, token: session.token });
      return { round, transaction: `t${rounds}`, balance };
    },
    async settle(session: PlaySession, round: string, payout: number) {
      balance += payout;
      calls.push({ call: 'win', round, amount: payout, token: session.token });
      return balance;
    },
    async balance() {
      return balance;
    },
  } as unknown as RoundKeeper;
  return {
    rounds: keeper,
    calls,
    holdBets: () => (held = []),
    release: () => {
      for (const resolve of held?.splice(0) ?? []) resolve();
      held = undefined;
    },
  };
}

const sessions = playSessions();
const session = (mode: 'real' | 'demo', token = 'tok') =>
  sessions.create({ code: 'hilo', mode, currency: 'USD', token, user: 'player-1', game: 'hi-lo' });

const act = (games: ReturnType<typeof player>, played: PlaySession, action: string, input = {}) =>
  games.act(played, action, input) as Promise<HiloView>;

/** A guess the dealt card can win (on an ace only higher can, on a king only lower). */
const guessFor = (card: number) => likelierGuess(card);

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a hi-lo round through the demo provider', () => {
  it('gives a reloaded page (a new session) the dealt card, settled with its token', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const first = session('real', 'first-token');
    const dealt = await act(games, first, 'deal', { stake: 100_000 });
    expect(dealt).toMatchObject({ open: true, stake: 100_000, balance: 9_900_000 });

    const reloaded = session('real', 'second-token');
    expect(await act(games, reloaded, 'resume')).toEqual({
      open: true,
      card: dealt.card,
      stake: 100_000,
    });
    // Dealing again answers the same round; no second stake is taken.
    expect(await act(games, reloaded, 'deal', { stake: 500_000 })).toMatchObject({
      open: true,
      card: dealt.card,
      stake: 100_000,
    });
    const guess = guessFor(dealt.card);
    const settled = await act(games, reloaded, 'guess', { guess });
    const won = guess === 'higher' ? settled.next! > dealt.card : settled.next! < dealt.card;
    expect(settled).toMatchObject({
      open: false,
      card: dealt.card,
      guess,
      payout: won ? hiloPayout(100_000, dealt.card, guess) : 0,
    });
    expect(wallet.calls).toEqual([
      { call: 'bet', round: 'r1', amount: 100_000, token: 'first-token' },
      { call: 'win', round: 'r1', amount: settled.payout, token: 'second-token' },
    ]);
    expect(await act(games, first, 'resume')).toEqual({ open: false });
    await expect(act(games, first, 'guess', { guess })).rejects.toMatchObject({
      status: 'no_round',
    });
  });

  it('takes one stake for two deals at once, from one page or two', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const page = session('real');
    const otherPage = session('real', 'other-token');
    wallet.holdBets();
    const deals = [
      act(games, page, 'deal', { stake: 100_000 }),
      act(games, page, 'deal', { stake: 100_000 }),
      act(games, otherPage, 'deal', { stake: 200_000 }),
    ];
    wallet.release();
    const [first, second, third] = await Promise.allSettled(deals);
    expect(first).toMatchObject({ status: 'fulfilled', value: { open: true, stake: 100_000 } });
    // The deals behind it are refused while its bet is on its way; none reaches the wallet.
    expect(second).toMatchObject({ status: 'rejected', reason: { status: 'busy' } });
    expect(third).toMatchObject({ status: 'rejected', reason: { status: 'busy' } });
    expect(wallet.calls).toEqual([{ call: 'bet', round: 'r1', amount: 100_000, token: 'tok' }]);
    // Once it is dealt, another deal answers the open round.
    const card = (first as PromiseFulfilledResult<HiloView>).value.card;
    expect(await act(games, otherPage, 'deal', { stake: 200_000 })).toMatchObject({
      card,
      stake: 100_000,
    });
    expect(wallet.calls).toHaveLength(1);
  });

  it('guesses an abandoned round for the player after the idle time and closes it', async () => {
    vi.useFakeTimers();
    const wallet = recordingWallet();
    const log: string[] = [];
    const games = player(wallet.rounds, undefined, {
      idleMs: 60_000,
      log: (message) => log.push(message),
    });
    const real = session('real');
    const { card } = await act(games, real, 'deal', { stake: 100_000 });
    await vi.advanceTimersByTimeAsync(59_000);
    // A page that comes back to the round restarts the idle clock.
    await act(games, real, 'resume');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(wallet.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(wallet.calls).toHaveLength(2);
    const win = wallet.calls[1]!;
    expect(win).toMatchObject({ call: 'win', round: 'r1' });
    expect([0, hiloPayout(100_000, card, likelierGuess(card))]).toContain(win.amount);
    expect(log.join('\n')).toContain(`guessing ${likelierGuess(card)}`);
    expect(await act(games, real, 'resume')).toEqual({ open: false });
  });

  it('guesses the side more ranks win, never one no rank can', () => {
    expect(likelierGuess(1)).toBe('higher');
    expect(likelierGuess(6)).toBe('higher');
    expect(likelierGuess(7)).toBe('higher');
    expect(likelierGuess(8)).toBe('lower');
    expect(likelierGuess(13)).toBe('lower');
  });

  it('plays demo on the page’s fun money without calling the wallet', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const demo = session('demo');
    const dealt = await act(games, demo, 'deal', { stake: 100_000 });
    expect(dealt).toMatchObject({ open: true, balance: demoBalance('USD') - 100_000 });
    expect(await act(games, demo, 'resume')).toMatchObject({ open: true, card: dealt.card });
    // Another demo page has its own fun money and no round.
    expect(await act(games, session('demo'), 'resume')).toEqual({ open: false });
    const settled = await act(games, demo, 'guess', { guess: guessFor(dealt.card) });
    expect(demo.funBalance).toBe(demoBalance('USD') - 100_000 + settled.payout!);
    expect(settled.balance).toBe(demo.funBalance);
    expect(wallet.calls).toEqual([]);
  });

  it('refuses a guess without a round, a guess no rank can win and a stake that is not offered', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const real = session('real');
    await expect(act(games, real, 'guess', { guess: 'higher' })).rejects.toMatchObject({
      status: 'no_round',
    });
    await expect(act(games, real, 'deal', { stake: 123 })).rejects.toMatchObject({
      status: 'bad_stake',
    });
    const { card } = await act(games, real, 'deal', { stake: 100_000 });
    await expect(act(games, real, 'guess', { guess: 'sideways' })).rejects.toMatchObject({
      status: 'bad_guess',
    });
    if (card === 1 || card === 13)
      await expect(
        act(games, real, 'guess', { guess: card === 1 ? 'lower' : 'higher' }),
      ).rejects.toMatchObject({ status: 'bad_guess' });
    // Still open after the refusals.
    expect(await act(games, real, 'resume')).toMatchObject({ open: true, card });
    expect(wallet.calls).toHaveLength(1);
  });

  it('resumes a dealt card after a restart and settles it in its own round', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wh-hilo-'));
    dirs.push(dir);
    const received: Array<{ path: string; body: Record<string, unknown> }> = [];
    const answer = async (path: string, body: Record<string, unknown>) => {
      received.push({ path, body });
      return { status: 'RS_OK', request_uuid: String(body.request_uuid), balance: 5_000_000 };
    };
    const wallet = { call: answer, callUntilAnswered: answer } as unknown as WalletClient;
    const quiet = () => undefined;

    const journal = openJournal({ dir });
    const rounds = roundKeeper(wallet, quiet, { journal, retryMs: 60_000 });
    const games = player(rounds, undefined, { journal });
    const { card } = await act(games, session('real'), 'deal', { stake: 100_000 });
    rounds.close();
    journal.close();

    // A new process over the same journal: the round is open again, not rolled back.
    const reopened = openJournal({ dir });
    const restartedRounds = roundKeeper(wallet, quiet, { journal: reopened, retryMs: 60_000 });
    const restarted = player(restartedRounds, undefined, { journal: reopened });
    await restartedRounds.recover(restarted.restore(reopened.state.hands.values()));
    expect(received.filter((call) => call.path === '/transaction/rollback')).toEqual([]);
    const reloaded = session('real', 'tok-2');
    expect(await act(restarted, reloaded, 'resume')).toEqual({ open: true, card, stake: 100_000 });
    await act(restarted, reloaded, 'guess', { guess: guessFor(card) });
    const [bet, win] = received;
    expect(win).toMatchObject({
      path: '/transaction/win',
      body: { round: bet!.body.round, round_closed: true, token: 'tok-2' },
    });
    expect(reopened.state.hands.size + reopened.state.rounds.size).toBe(0);
    restartedRounds.close();
    reopened.close();
  });
});
