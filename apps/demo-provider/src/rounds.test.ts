import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayError, roundKeeper } from './rounds';
import { playSessions } from './sessions';
import { NoAnswer, walletClient, type WalletClient } from './wallet-client';

/** A wallet whose bets go unanswered; the rollbacks after them are acknowledged and recorded. */
function silentOnBets() {
  const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
  const wallet = {
    async call(path: string, body: Record<string, unknown>) {
      sent.push({ path, body });
      throw new NoAnswer(`${path}: timeout`);
    },
    async callUntilAnswered(path: string, body: Record<string, unknown>) {
      sent.push({ path, body });
      return { status: 'RS_OK', request_uuid: String(body.request_uuid) };
    },
  } as unknown as WalletClient;
  return { wallet, sent };
}

const session = playSessions().create({
  code: 'blackjack',
  mode: 'real',
  currency: 'USD',
  token: 'tok',
  user: 'player-1',
});

describe('the round keeper', () => {
  it('rolls back an unanswered first bet closing its round, and an unanswered raise leaving it open', async () => {
    const { wallet, sent } = silentOnBets();
    const rounds = roundKeeper(wallet, () => undefined);
    await expect(rounds.bet(session, 100_000)).rejects.toBeInstanceOf(PlayError);
    await expect(rounds.raise(session, 'open-round', 100_000)).rejects.toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
    });
    const [firstBet, firstRollback, raise, raiseRollback] = sent;
    expect(firstBet!.body).toMatchObject({ amount: 100_000, round_closed: false });
    expect(firstRollback).toMatchObject({
      path: '/transaction/rollback',
      body: {
        round: firstBet!.body.round,
        reference_transaction_uuid: firstBet!.body.transaction_uuid,
        round_closed: true,
      },
    });
    expect(raise).toMatchObject({
      path: '/transaction/bet',
      body: { round: 'open-round', amount: 100_000, round_closed: false },
    });
    expect(raiseRollback).toMatchObject({
      path: '/transaction/rollback',
      body: {
        round: 'open-round',
        reference_transaction_uuid: raise!.body.transaction_uuid,
        round_closed: false,
      },
    });
  });
});

/**
 * The operator behind a real wallet client: `statuses` answers the calls in order (the last one
 * from then on), each recorded with its path and transaction.
 */
function operatorAnswering(...statuses: string[]) {
  const received: Array<{ path: string; transaction: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Record<string, unknown>;
    received.push({ path: new URL(url).pathname, transaction: body.transaction_uuid });
    const status = statuses[Math.min(received.length, statuses.length) - 1]!;
    return new Response(
      JSON.stringify({ status, request_uuid: body.request_uuid, balance: 4_200_000 }),
      { headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  const wallet = walletClient({ baseUrl: 'http://operator.test/api/provider/demo', privateKey });
  return { wallet, received };
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('the round keeper’s credits and rollbacks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('rolls back a bet the operator answered RS_ERROR_UNKNOWN: it may have acted', async () => {
    const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
    const wallet = {
      async call(path: string, body: Record<string, unknown>) {
        sent.push({ path, body });
        return { status: 'RS_ERROR_UNKNOWN', request_uuid: String(body.request_uuid) };
      },
      async callUntilAnswered(path: string, body: Record<string, unknown>) {
        sent.push({ path, body });
        return { status: 'RS_OK', request_uuid: String(body.request_uuid) };
      },
    } as unknown as WalletClient;
    const rounds = roundKeeper(wallet, () => undefined);
    await expect(rounds.bet(session, 100_000)).rejects.toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
    });
    const [bet, rollback] = sent;
    expect(rollback).toMatchObject({
      path: '/transaction/rollback',
      body: {
        round: bet!.body.round,
        reference_transaction_uuid: bet!.body.transaction_uuid,
        round_closed: true,
      },
    });
  });

  it('sends a win again, with its ids, while the operator answers RS_ERROR_UNKNOWN', async () => {
    vi.useFakeTimers();
    const operator = operatorAnswering('RS_ERROR_UNKNOWN', 'RS_ERROR_UNKNOWN', 'RS_OK');
    const rounds = roundKeeper(operator.wallet, () => undefined);
    const settled = rounds.settle(session, 'round-1', 250_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(settled).resolves.toBe(4_200_000);
    expect(operator.received).toHaveLength(3);
    expect(new Set(operator.received.map(({ transaction }) => transaction)).size).toBe(1);
    expect(rounds.unacknowledged()).toBe(0);
    rounds.close();
  });

  it('queues a rollback still answered RS_ERROR_UNKNOWN after the quick retries until a definite answer', async () => {
    vi.useFakeTimers();
    const statuses = Array<string>(10).fill('RS_ERROR_UNKNOWN');
    const operator = operatorAnswering(...statuses, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const rounds = roundKeeper(operator.wallet, () => undefined, { retryMs: 5_000 });
    const rolledBack = rounds.rollback(session, 'round-1', 'bet-1');
    const refused = expect(rolledBack).rejects.toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    // The quick retries: 8 calls over about 16 s of backoff.
    await vi.advanceTimersByTimeAsync(20_000);
    await refused;
    expect(operator.received.length).toBeGreaterThanOrEqual(8);
    // The queue goes on while the operator fails: the 9th and 10th answers keep it queued.
    while (operator.received.length < 10) await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds.unacknowledged()).toBe(1);
    // A definite answer (the bet never reached it: nothing to reverse) ends the retries.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(operator.received).toHaveLength(11);
    expect(rounds.unacknowledged()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(operator.received).toHaveLength(11);
    expect(new Set(operator.received.map(({ transaction }) => transaction)).size).toBe(1);
    rounds.close();
  });

  it('stops at a definite refusal of a win: sent once, the refusal told to the player', async () => {
    const operator = operatorAnswering('RS_ERROR_TRANSACTION_ROLLED_BACK');
    const rounds = roundKeeper(operator.wallet, () => undefined);
    await expect(rounds.settle(session, 'round-1', 250_000)).rejects.toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(operator.received).toHaveLength(1);
    expect(rounds.unacknowledged()).toBe(0);
    rounds.close();
  });
});
