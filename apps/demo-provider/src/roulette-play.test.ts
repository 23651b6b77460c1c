import { describe, expect, it } from 'vitest';
import { player } from './play';
import { RED, type spinRoulette } from './roulette';
import { PlayError, type RoundKeeper } from './rounds';
import { playSessions, type GameCode } from './sessions';
import { demoBalance } from './stakes';

/** The operator's wallet as the round keeper sees it, recording each call in order. */
function recordingWallet() {
  const calls: Array<{ call: string; round: string; amount?: number }> = [];
  let balance = 10_000_000;
  const rounds = {
    async bet(_session: unknown, stake: number) {
      balance -= stake;
      calls.push({ call: 'bet', round: 'r1', amount: stake });
      return { round: 'r1', transaction: 't1', balance };
    },
    async settle(_session: unknown, round: string, payout: number) {
      balance += payout;
      calls.push({ call: 'win', round, amount: payout });
      return balance;
    },
    async rollback(_session: unknown, round: string) {
      calls.push({ call: 'rollback', round });
    },
    async balance() {
      return balance;
    },
  } as unknown as RoundKeeper;
  return { rounds, calls };
}

/** A spin's answer to the frame: the wheel's outcome and the balance after it. */
type Spun = ReturnType<typeof spinRoulette> & { balance?: number };
const spin = (games: ReturnType<typeof player>, played: ReturnType<typeof session>) =>
  games.act(played, 'spin', { bets }) as Promise<Spun>;

const session = (code: GameCode, mode: 'real' | 'demo') =>
  playSessions().create({ code, mode, currency: 'USD', token: 'tok', user: 'player-1' });

const bets = [
  { kind: 'red', stake: 100_000 },
  { kind: 'straight', numbers: [0], stake: 10_000 },
];

/** What the two bets above return on a pocket: red 1:1, zero 35:1. */
const expectedReturn = (pocket: number) =>
  (RED.includes(pocket) ? 200_000 : 0) + (pocket === 0 ? 360_000 : 0);

describe('a roulette spin through the demo provider', () => {
  it('is one wallet bet of the total stake and one win of the total return, in one round', async () => {
    const { rounds, calls } = recordingWallet();
    const outcome = await spin(player(rounds), session('roulette', 'real'));
    expect(outcome.payout).toBe(expectedReturn(outcome.pocket));
    expect(calls).toEqual([
      { call: 'bet', round: 'r1', amount: 110_000 },
      { call: 'win', round: 'r1', amount: outcome.payout },
    ]);
    expect(outcome.balance).toBe(10_000_000 - 110_000 + outcome.payout);
  });

  it('plays demo on fun money without calling the wallet', async () => {
    const { rounds, calls } = recordingWallet();
    const demo = session('roulette', 'demo');
    const outcome = await spin(player(rounds), demo);
    expect(calls).toEqual([]);
    expect(demo.funBalance).toBe(demoBalance('USD') - 110_000 + expectedReturn(outcome.pocket));
  });

  it('refuses a bad table before any money moves', async () => {
    const { rounds, calls } = recordingWallet();
    const games = player(rounds);
    const real = session('roulette', 'real');
    for (const input of [
      { bets: [{ kind: 'split', numbers: [3, 4], stake: 100_000 }] },
      { bets: [{ kind: 'red', stake: 99 }] },
      { bets: [] },
      {},
    ])
      await expect(games.act(real, 'spin', input)).rejects.toBeInstanceOf(PlayError);
    // Roulette bets on another game's session are not a roulette spin.
    await expect(games.act(session('slot', 'real'), 'roulette', { bets })).rejects.toMatchObject({
      status: 'bad_action',
    });
    expect(calls).toEqual([]);
  });

  it('refuses a table the fun balance cannot cover, leaving it as it was', async () => {
    const { rounds } = recordingWallet();
    const demo = session('roulette', 'demo');
    demo.funBalance = 100_000;
    await expect(player(rounds).act(demo, 'spin', { bets })).rejects.toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
    });
    expect(demo.funBalance).toBe(100_000);
  });
});
