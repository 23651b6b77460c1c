import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, type Draw } from './blackjack';
import type { HandView } from './blackjack-table';
import { freeRoundGrants } from './free-rounds';
import { player } from './play';
import { PlayError, type RoundKeeper } from './rounds';
import { playSessions, type GameCode, type PlaySession } from './sessions';
import { demoBalance } from './stakes';

/**
 * The operator's wallet as the round keeper sees it, recording each call in order (with the
 * token it carried); `refuseNext` answers the next bet with a refusal.
 */
function recordingWallet() {
  const calls: Array<{ call: string; round: string; amount?: number; token?: string }> = [];
  let balance = 10_000_000;
  let rounds = 0;
  let refuse: string | undefined;
  const debit = (session: PlaySession, round: string, stake: number) => {
    if (refuse) {
      const status = refuse;
      refuse = undefined;
      throw new PlayError(status, balance);
    }
    balance -= stake;
    calls.push({ call: 'bet', round, amount: stake, token: session.token });
    return { round, transaction: `t${calls.length}`, balance };
  };
  const keeper = {
    async bet(session: PlaySession, stake: number) {
      rounds += 1;
      return debit(session, `r${rounds}`, stake);
    },
    async raise(session: PlaySession, round: string, stake: number) {
      return debit(session, round, stake);
    },
    async settle(session: PlaySession, round: string, payout: number) {
      balance += payout;
      calls.push({ call: 'win', round, amount: payout, token: session.token });
      return balance;
    },
    async rollback(_session: unknown, round: string) {
      calls.push({ call: 'rollback', round });
    },
    async balance() {
      return balance;
    },
  } as unknown as RoundKeeper;
  return {
    rounds: keeper,
    calls,
    refuseNext: (status: string) => (refuse = status),
    balance: () => balance,
  };
}

/** Every round's shoe deals these ranks in order (player, dealer, player, dealer, then draws). */
const shoeOf =
  (...ranks: number[]) =>
  (): Draw => {
    let index = 0;
    return () => card(ranks[index++ % ranks.length]!);
  };

const sessions = playSessions();
const session = (code: GameCode, mode: 'real' | 'demo', token = 'tok') =>
  sessions.create({ code, mode, currency: 'USD', token, user: 'player-1', game: `${code}-table` });

const act = (games: ReturnType<typeof player>, played: PlaySession, action: string, input = {}) =>
  games.act(played, action, input) as Promise<HandView>;

afterEach(() => {
  vi.useRealTimers();
});

describe('a blackjack round through the demo provider', () => {
  it('is a bet, a second bet for the double and one win, all in one round', async () => {
    const wallet = recordingWallet();
    // Player 5 and 6, dealer 10 and 7; the double draws a 10: 21 against 17.
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(5, 10, 6, 7, 10) });
    const real = session('blackjack', 'real');
    const dealt = await act(games, real, 'deal', { stake: 100_000 });
    expect(dealt).toMatchObject({
      open: true,
      player: ['5♠', '6♠'],
      dealer: ['10♠'],
      playerTotal: 11,
      canDouble: true,
      balance: 9_900_000,
    });
    const doubled = await act(games, real, 'double');
    expect(doubled).toMatchObject({
      open: false,
      outcome: 'win',
      payout: 400_000,
      stake: 200_000,
      dealer: ['10♠', '7♠'],
      balance: 10_200_000,
    });
    expect(wallet.calls).toEqual([
      { call: 'bet', round: 'r1', amount: 100_000, token: 'tok' },
      { call: 'bet', round: 'r1', amount: 100_000, token: 'tok' },
      { call: 'win', round: 'r1', amount: 400_000, token: 'tok' },
    ]);
  });

  it('closes a lost round with a win of 0 and a pushed one with the stake', async () => {
    const wallet = recordingWallet();
    // Player 10 and 6 hits a king: bust. Then player 10, 8 against 10, 8: push.
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(10, 10, 6, 6, 13) });
    const real = session('blackjack', 'real');
    await act(games, real, 'deal', { stake: 100_000 });
    expect(await act(games, real, 'hit')).toMatchObject({
      open: false,
      outcome: 'lose',
      payout: 0,
    });
    const pushed = player(wallet.rounds, undefined, { shoe: shoeOf(10, 10, 8, 8) });
    await act(pushed, real, 'deal', { stake: 100_000 });
    expect(await act(pushed, real, 'stand')).toMatchObject({ outcome: 'push', payout: 100_000 });
    expect(wallet.calls.map(({ call, round, amount }) => [call, round, amount])).toEqual([
      ['bet', 'r1', 100_000],
      ['win', 'r1', 0],
      ['bet', 'r2', 100_000],
      ['win', 'r2', 100_000],
    ]);
    expect(wallet.balance()).toBe(10_000_000 - 100_000);
  });

  it('settles a blackjack at the deal: one bet and a 3:2 win', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(1, 9, 13, 7) });
    const dealt = await act(games, session('blackjack', 'real'), 'deal', { stake: 100_000 });
    expect(dealt).toMatchObject({ open: false, outcome: 'blackjack', payout: 250_000 });
    expect(wallet.calls.map(({ call, amount }) => [call, amount])).toEqual([
      ['bet', 100_000],
      ['win', 250_000],
    ]);
  });

  it('refuses a double the money cannot cover and still lets the hand stand', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(5, 10, 6, 7, 10) });
    const real = session('blackjack', 'real');
    await act(games, real, 'deal', { stake: 100_000 });
    wallet.refuseNext('RS_ERROR_NOT_ENOUGH_MONEY');
    await expect(act(games, real, 'double')).rejects.toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 9_900_000,
    });
    // The hand is as it was; 11 against 17 stands and loses the single stake.
    expect(await act(games, real, 'resume')).toMatchObject({ open: true, playerTotal: 11 });
    expect(await act(games, real, 'stand')).toMatchObject({ outcome: 'lose', stake: 100_000 });
    expect(wallet.calls.map(({ call, round, amount }) => [call, round, amount])).toEqual([
      ['bet', 'r1', 100_000],
      ['win', 'r1', 0],
    ]);
  });

  it('gives a reloaded page (a new session) the open hand, settled with its token', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(10, 10, 9, 7) });
    const first = session('blackjack', 'real', 'first-token');
    await act(games, first, 'deal', { stake: 100_000 });
    const reloaded = session('blackjack', 'real', 'second-token');
    expect(await act(games, reloaded, 'resume')).toMatchObject({
      open: true,
      player: ['10♠', '9♠'],
      dealer: ['10♠'],
    });
    // Dealing again answers the same hand; no second bet is taken.
    expect(await act(games, reloaded, 'deal', { stake: 500_000 })).toMatchObject({
      stake: 100_000,
    });
    expect(await act(games, reloaded, 'stand')).toMatchObject({ outcome: 'win', payout: 200_000 });
    expect(wallet.calls).toEqual([
      { call: 'bet', round: 'r1', amount: 100_000, token: 'first-token' },
      { call: 'win', round: 'r1', amount: 200_000, token: 'second-token' },
    ]);
    expect(await act(games, reloaded, 'resume')).toEqual({ open: false });
  });

  it('stands an abandoned hand for the player after the idle time and closes its round', async () => {
    vi.useFakeTimers();
    const wallet = recordingWallet();
    const log: string[] = [];
    // Player 10, 8 against the dealer's 6, 10: the dealer draws a 5 and makes 21.
    const games = player(wallet.rounds, undefined, {
      shoe: shoeOf(10, 6, 8, 10, 5),
      idleMs: 60_000,
      log: (message) => log.push(message),
    });
    const real = session('blackjack', 'real');
    await act(games, real, 'deal', { stake: 100_000 });
    await vi.advanceTimersByTimeAsync(59_000);
    // A page that comes back to the hand restarts the idle clock.
    await act(games, real, 'resume');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(wallet.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(wallet.calls.map(({ call, round, amount }) => [call, round, amount])).toEqual([
      ['bet', 'r1', 100_000],
      ['win', 'r1', 0],
    ]);
    expect(log.join('\n')).toContain('settled an abandoned blackjack hand');
    await expect(act(games, real, 'hit')).rejects.toMatchObject({ status: 'no_round' });
  });

  it('plays demo on fun money without calling the wallet', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(5, 10, 6, 7, 10) });
    const demo = session('blackjack', 'demo');
    await act(games, demo, 'deal', { stake: 100_000 });
    expect(demo.funBalance).toBe(demoBalance('USD') - 100_000);
    await act(games, demo, 'double');
    expect(demo.funBalance).toBe(demoBalance('USD') - 200_000 + 400_000);
    expect(wallet.calls).toEqual([]);
  });

  it('refuses actions without a hand, a double after a hit and a stake that is not offered', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds, undefined, { shoe: shoeOf(2, 10, 3, 7, 4) });
    const real = session('blackjack', 'real');
    for (const action of ['hit', 'stand', 'double'])
      await expect(act(games, real, action)).rejects.toMatchObject({ status: 'no_round' });
    await expect(act(games, real, 'deal', { stake: 123 })).rejects.toMatchObject({
      status: 'bad_stake',
    });
    await expect(act(games, real, 'split')).rejects.toMatchObject({ status: 'bad_action' });
    await act(games, real, 'deal', { stake: 100_000 });
    await act(games, real, 'hit');
    await expect(act(games, real, 'double')).rejects.toMatchObject({ status: 'bad_action' });
    expect(wallet.calls).toHaveLength(1);
  });
});

describe('a baccarat coup through the demo provider', () => {
  it('is one wallet bet of all the chips and one win of the whole return', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const outcome = (await games.act(session('baccarat', 'real'), 'deal', {
      bets: [
        { spot: 'banker', stake: 100_000 },
        { spot: 'tie', stake: 10_000 },
      ],
    })) as { winner: string; payout: number; balance: number };
    const expected = { player: 0, banker: 195_000, tie: 100_000 + 90_000 }[outcome.winner];
    expect(outcome.payout).toBe(expected);
    expect(wallet.calls.map(({ call, round, amount }) => [call, round, amount])).toEqual([
      ['bet', 'r1', 110_000],
      ['win', 'r1', expected],
    ]);
    expect(outcome.balance).toBe(10_000_000 - 110_000 + expected!);
  });

  it('leaves free rounds granted on a table game unplayed: the chips are staked as placed', async () => {
    const wallet = recordingWallet();
    const grants = freeRoundGrants();
    for (const code of ['baccarat', 'roulette'])
      grants.grant({
        reference: `grant-${code}`,
        user: 'player-1',
        game: `${code}-table`,
        currency: 'USD',
        count: 3,
        stake: 100_000,
        expiresAt: null,
      });
    const games = player(wallet.rounds, grants);
    await games.act(session('baccarat', 'real'), 'deal', {
      bets: [{ spot: 'player', stake: 500_000 }],
    });
    await games.act(session('roulette', 'real'), 'spin', {
      bets: [{ kind: 'red', stake: 500_000 }],
    });
    expect(wallet.calls.filter(({ call }) => call === 'bet').map(({ amount }) => amount)).toEqual([
      500_000, 500_000,
    ]);
    expect(grants.left('player-1', 'baccarat-table', 'USD')).toBe(3);
    expect(grants.left('player-1', 'roulette-table', 'USD')).toBe(3);
  });

  it('refuses a bad table before any money moves', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    await expect(
      games.act(session('baccarat', 'real'), 'deal', {
        bets: [{ spot: 'dragon', stake: 100_000 }],
      }),
    ).rejects.toMatchObject({ status: 'bad_bet' });
    expect(wallet.calls).toEqual([]);
  });
});

describe('the money wheel and sic bo through the demo provider', () => {
  it('spins the wheel as one wallet bet of all the chips and one win of the whole return', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const outcome = (await games.act(session('wheel', 'real'), 'spin', {
      bets: [
        { spot: '1', stake: 100_000 },
        { spot: '40', stake: 10_000 },
      ],
    })) as { number: string; multiplier: number; payout: number; balance: number };
    const expected =
      outcome.number === '1'
        ? 100_000 + 100_000 * outcome.multiplier
        : outcome.number === '40'
          ? 10_000 + 10_000 * 40 * outcome.multiplier
          : 0;
    expect(outcome.payout).toBe(expected);
    expect(wallet.calls.map(({ call, round, amount }) => [call, round, amount])).toEqual([
      ['bet', 'r1', 110_000],
      ['win', 'r1', expected],
    ]);
    expect(outcome.balance).toBe(10_000_000 - 110_000 + expected);
  });

  it('rolls sic bo as one bet and one win, and refuses a bet off the table before any money moves', async () => {
    const wallet = recordingWallet();
    const games = player(wallet.rounds);
    const outcome = (await games.act(session('sicbo', 'real'), 'roll', {
      bets: [{ spot: 'big', stake: 200_000 }],
    })) as { total: number; dice: number[]; payout: number };
    const triple = new Set(outcome.dice).size === 1;
    expect(outcome.payout).toBe(outcome.total >= 11 && !triple ? 400_000 : 0);
    expect(wallet.calls.map(({ call, amount }) => [call, amount])).toEqual([
      ['bet', 200_000],
      ['win', outcome.payout],
    ]);
    await expect(
      games.act(session('sicbo', 'real'), 'roll', { bets: [{ spot: 'total-3', stake: 10_000 }] }),
    ).rejects.toMatchObject({ status: 'bad_bet' });
    await expect(
      games.act(session('sicbo', 'demo'), 'spin', { bets: [{ spot: 'big', stake: 10_000 }] }),
    ).rejects.toMatchObject({ status: 'bad_action' });
    expect(wallet.calls).toHaveLength(2);
  });
});
