import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, type Draw } from './blackjack';
import { openJournal } from './journal';
import { roundKeeper } from './rounds';
import { playSessions } from './sessions';
import { pokerHand, pokerPayout, POKER_PAYS } from './video-poker';
import { videoPokerTable } from './video-poker-table';
import { type WalletClient } from './wallet-client';

// Suits: 0 ♠, 1 ♥, 2 ♦, 3 ♣; ranks 1 (ace) … 13 (king).
const hand = (...cards: Array<[number, number]>) => cards.map(([rank, suit]) => card(rank, suit));

/** A deck that deals these cards in order. */
const deckOf =
  (...cards: number[]) =>
  (): Draw => {
    const left = [...cards];
    return () => {
      const next = left.shift();
      if (next === undefined) throw new Error('the fixed deck ran out');
      return next;
    };
  };

/** An operator's wallet that answers RS_OK and records each call. */
function operator() {
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  const answer = async (path: string, body: Record<string, unknown>) => {
    received.push({ path, body });
    return { status: 'RS_OK', request_uuid: String(body.request_uuid), balance: 1 };
  };
  return {
    wallet: { call: answer, callUntilAnswered: answer } as unknown as WalletClient,
    received,
  };
}

const session = (token = 'tok') =>
  playSessions().create({
    code: 'videopoker',
    mode: 'real',
    currency: 'USD',
    token,
    user: 'player-1',
    game: 'video-poker-jacks',
  });

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('video poker, Jacks or Better 9/6', () => {
  it('ranks every paying hand and pays the 9/6 table in whole units', () => {
    const cases: Array<[ReturnType<typeof hand>, string | undefined, number]> = [
      [hand([1, 2], [13, 2], [12, 2], [11, 2], [10, 2]), 'royal', 800],
      [hand([9, 3], [13, 3], [12, 3], [11, 3], [10, 3]), 'straightFlush', 50],
      [hand([7, 0], [7, 1], [7, 2], [7, 3], [2, 0]), 'four', 25],
      [hand([7, 0], [7, 1], [7, 2], [2, 3], [2, 0]), 'fullHouse', 9],
      [hand([2, 1], [9, 1], [4, 1], [11, 1], [13, 1]), 'flush', 6],
      [hand([1, 0], [2, 1], [3, 2], [4, 3], [5, 0]), 'straight', 4],
      [hand([1, 0], [13, 1], [12, 2], [11, 3], [10, 0]), 'straight', 4],
      [hand([5, 0], [5, 1], [5, 2], [11, 3], [10, 0]), 'three', 3],
      [hand([5, 0], [5, 1], [9, 2], [9, 3], [10, 0]), 'twoPair', 2],
      [hand([11, 0], [11, 1], [2, 2], [9, 3], [4, 0]), 'jacks', 1],
      [hand([1, 0], [1, 1], [2, 2], [9, 3], [4, 0]), 'jacks', 1],
      [hand([10, 0], [10, 1], [2, 2], [9, 3], [4, 0]), undefined, 0],
      // No wrap-around straight: Q K A 2 3 pays nothing.
      [hand([12, 0], [13, 1], [1, 2], [2, 3], [3, 0]), undefined, 0],
    ];
    for (const [cards, expected, pays] of cases) {
      expect(pokerHand(cards)).toBe(expected);
      expect(pokerPayout(100_000, cards)).toBe(100_000 * pays);
    }
    expect(POKER_PAYS).toMatchObject({ royal: 800, fullHouse: 9, flush: 6 });
  });

  it('is a bet at the deal and one win at the draw, replacing only the cards not held', async () => {
    const { wallet, received } = operator();
    const rounds = roundKeeper(wallet, () => undefined);
    // Dealt: J♠ J♥ 2♦ 9♣ 4♠; the draw brings J♦, 3♥, 5♣ for the three not held.
    const table = videoPokerTable(rounds, {
      deck: deckOf(
        card(11, 0),
        card(11, 1),
        card(2, 2),
        card(9, 3),
        card(4, 0),
        card(11, 2),
        card(3, 1),
        card(5, 3),
      ),
    });
    const player = session();
    const dealt = await table.deal(player, 100_000);
    expect(dealt).toMatchObject({
      open: true,
      cards: ['J♠', 'J♥', '2♦', '9♣', '4♠'],
      hand: 'jacks',
    });
    const drawn = await table.draw(player, [0, 1]);
    expect(drawn).toMatchObject({
      open: false,
      cards: ['J♠', 'J♥', 'J♦', '3♥', '5♣'],
      hand: 'three',
      payout: 300_000,
    });
    expect(received.map(({ path, body }) => [path, body.amount, body.round_closed])).toEqual([
      ['/transaction/bet', 100_000, false],
      ['/transaction/win', 300_000, true],
    ]);
    expect(received[1]!.body.round).toBe(received[0]!.body.round);
    await expect(table.draw(player, [0])).rejects.toMatchObject({ status: 'no_round' });
    await expect(table.draw(player, [0, 0])).rejects.toMatchObject({ status: 'bad_hold' });
    rounds.close();
  });

  it('resumes a dealt hand on a reloaded page and settles one left alone as dealt', async () => {
    vi.useFakeTimers();
    const { wallet, received } = operator();
    const rounds = roundKeeper(wallet, () => undefined);
    const table = videoPokerTable(rounds, {
      idleMs: 60_000,
      deck: deckOf(card(13, 0), card(13, 1), card(13, 2), card(2, 3), card(2, 0)),
    });
    await table.deal(session(), 100_000);
    // A reload is a new session: the hand is found again, and its token pays the round.
    expect(table.resume(session('tok-2'))).toMatchObject({ open: true, hand: 'fullHouse' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(table.openHands()).toBe(0);
    const win = received.find((call) => call.path === '/transaction/win')!;
    expect(win.body).toMatchObject({ amount: 900_000, round_closed: true, token: 'tok-2' });
    rounds.close();
  });

  it('keeps a dealt hand across a restart of the provider', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wh-poker-'));
    dirs.push(dir);
    const { wallet, received } = operator();
    const journal = openJournal({ dir });
    const rounds = roundKeeper(wallet, () => undefined, { journal });
    const table = videoPokerTable(rounds, {
      journal,
      deck: deckOf(card(1, 0), card(1, 1), card(8, 2), card(9, 3), card(4, 0)),
    });
    await table.deal(session(), 100_000);
    rounds.close();

    const reopened = openJournal({ dir });
    const restartedRounds = roundKeeper(wallet, () => undefined, { journal: reopened });
    const restarted = videoPokerTable(restartedRounds, { journal: reopened });
    await restartedRounds.recover(restarted.restore(reopened.state.hands.values()));
    expect(received.filter((call) => call.path === '/transaction/rollback')).toHaveLength(0);
    expect(restarted.resume(session('tok-2'))).toMatchObject({
      open: true,
      cards: ['A♠', 'A♥', '8♦', '9♣', '4♠'],
    });
    const drawn = await restarted.draw(session('tok-2'), [0, 1]);
    // The held aces stay; the new deck holds none of the dealt cards again.
    expect(drawn.cards.slice(0, 2)).toEqual(['A♠', 'A♥']);
    for (const replaced of drawn.cards.slice(2))
      expect(['A♠', 'A♥', '8♦', '9♣', '4♠']).not.toContain(replaced);
    // A pair of aces at least: jacks or better, paid at its odds, in the hand's own round.
    expect(drawn.payout).toBeGreaterThanOrEqual(100_000);
    const win = received.find((call) => call.path === '/transaction/win')!;
    expect(win.body).toMatchObject({ amount: drawn.payout, token: 'tok-2', round_closed: true });
    expect(win.body.round).toBe(received[0]!.body.round);
    restartedRounds.close();
  });
});
