import { describe, expect, it } from 'vitest';
import { PlayError, roundKeeper } from './rounds';
import { playSessions } from './sessions';
import { NoAnswer, type WalletClient } from './wallet-client';

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
