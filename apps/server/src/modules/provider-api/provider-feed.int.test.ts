import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLastBetEvent } from '@wheelhouse/contracts/originals';
import { ZProviderRoundsPage } from '@wheelhouse/contracts/provider-api';
import { registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { fund, mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
  walletSession,
  type TestProvider,
} from '../../test/provider-wallet';
import { listenForWebsockets, openPlayerSocket } from '../../test/ws-client';

describe.each(databaseTargets())('provider rounds in the live feed on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  let wsUrl: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app);
    wsUrl = await listenForWebsockets(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  it('a closed round shows on broadcast:last_bet like an original’s bet, name masked', async () => {
    const watcher = await registerPlayer(t.app);
    const socket = await openPlayerSocket(t.app, wsUrl, watcher.auth, ['broadcast:last_bet']);
    try {
      const local = `ma${randomUUID().replaceAll('-', '')}x`;
      // A known email, so the masked name can be checked.
      const named = await registerPlayer(t.app, { email: `${local}@example.test` });
      await fund(t.app, named.email, '50');
      const launched = await t.app.inject({
        method: 'POST',
        url: `/api/v2/games/${provider.slotId}/launch`,
        headers: named.auth,
        payload: { mode: 'real' },
      });
      const token = new URL(launched.json<{ url: string }>().url).searchParams.get('token')!;
      const me = await t.app.inject({ url: '/api/v1/me', headers: named.auth });
      const player = { player: named, token, user: me.json<{ globalId: string }>().globalId };

      const round = randomUUID();
      const call = (path: string, extra: Record<string, unknown>) =>
        walletCall(t.app, provider, path, moneyBody(player, { round, ...extra }));
      await call('/transaction/bet', { amount: 2 * USD });
      const refunded = moneyBody(player, { round, amount: 3 * USD });
      await walletCall(t.app, provider, '/transaction/bet', refunded);
      await call('/transaction/rollback', {
        reference_transaction_uuid: refunded.transaction_uuid,
      });
      await call('/transaction/win', { amount: USD });
      await call('/transaction/win', { amount: 4 * USD, round_closed: true });

      const message = (await socket.nextOn('broadcast:last_bet')) as { data: unknown };
      const event = ZLastBetEvent.parse(message.data);
      expect(event).toMatchObject({
        id: `${provider.slug}:${round}`,
        gameId: provider.slotId,
        player: 'ma***x',
        stake: '2.000000',
        payout: '5.000000',
        currency: 'USD',
        multiplier: '2.5000',
      });
      expect(event.game).not.toBe('');
      expect(JSON.stringify(message)).not.toContain(local);
    } finally {
      socket.close();
    }
  });

  it('a round closed by its lost bet or by a rollback shows too; another player’s call never closes it', async () => {
    const watcher = await registerPlayer(t.app);
    const socket = await openPlayerSocket(t.app, wsUrl, watcher.auth, ['broadcast:last_bet']);
    try {
      const s = await walletSession(t.app, provider, '30');
      const other = await walletSession(t.app, provider, '30');
      const next = async () =>
        ZLastBetEvent.parse(
          ((await socket.nextOn('broadcast:last_bet')) as { data: unknown }).data,
        );
      const call = (who: typeof s, path: string, extra: Record<string, unknown>) =>
        walletCall(t.app, provider, path, moneyBody(who, extra));

      // The token's first call takes the general path, the lost bet a known token's.
      await call(s, '/transaction/bet', { amount: USD });
      const lost = randomUUID();
      const closing = await call(s, '/transaction/bet', {
        round: lost,
        amount: 2 * USD,
        round_closed: true,
      });
      expect(closing.status).toBe('RS_OK');
      expect(await next()).toMatchObject({
        id: `${provider.slug}:${lost}`,
        stake: '2.000000',
        payout: '0.000000',
      });
      const late = await call(s, '/transaction/win', { round: lost, amount: USD });
      expect(late.status).toBe('RS_ERROR_ROUND_CLOSED');

      const refunded = randomUUID();
      await call(s, '/transaction/bet', { round: refunded, amount: 3 * USD });
      const second = moneyBody(s, { round: refunded, amount: 4 * USD });
      await walletCall(t.app, provider, '/transaction/bet', second);
      // Another player's rollback naming this round (a transaction of theirs never seen) is
      // recorded for them and leaves the round open.
      const foreign = await call(other, '/transaction/rollback', {
        round: refunded,
        reference_transaction_uuid: randomUUID(),
        round_closed: true,
      });
      expect(foreign.status).toBe('RS_OK');
      const rolledBack = await call(s, '/transaction/rollback', {
        round: refunded,
        reference_transaction_uuid: second.transaction_uuid,
        round_closed: true,
      });
      expect(rolledBack).toMatchObject({ status: 'RS_OK', balance: 24 * USD });
      expect(await next()).toMatchObject({
        id: `${provider.slug}:${refunded}`,
        stake: '3.000000',
        payout: '0.000000',
      });
      expect(await mainBalanceOf(t.app, s.player)).toBe('24.000000');
    } finally {
      socket.close();
    }
  });

  it('lists the player’s own rounds in the history, and nobody else’s', async () => {
    const s = await walletSession(t.app, provider, '30');
    const other = await walletSession(t.app, provider, '30');
    const closed = randomUUID();
    const call = (round: string, path: string, extra: Record<string, unknown>) =>
      walletCall(t.app, provider, path, moneyBody(s, { round, ...extra }));
    await call(closed, '/transaction/bet', { amount: 5 * USD });
    await call(closed, '/transaction/win', { amount: 0, round_closed: true });
    const open = randomUUID();
    await call(open, '/transaction/bet', { amount: USD });
    await walletCall(t.app, provider, '/transaction/bet', moneyBody(other, { amount: USD }));

    const response = await t.app.inject({ url: '/api/v2/provider-rounds', headers: s.player.auth });
    expect(response.statusCode, response.body).toBe(200);
    const page = ZProviderRoundsPage.parse(response.json());
    expect(page.meta.total).toBe(2);
    expect(page.data.map((round) => [round.id, round.status, round.stake, round.payout])).toEqual(
      expect.arrayContaining([
        [`${provider.slug}:${open}`, 'open', '1.000000', '0.000000'],
        [`${provider.slug}:${closed}`, 'closed', '5.000000', '0.000000'],
      ]),
    );
    expect(page.data.every((round) => round.gameId === provider.slotId && round.game !== '')).toBe(
      true,
    );
    const paged = ZProviderRoundsPage.parse(
      (
        await t.app.inject({
          url: '/api/v2/provider-rounds?limit=1&offset=1',
          headers: s.player.auth,
        })
      ).json(),
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBe(2);

    const theirs = ZProviderRoundsPage.parse(
      (await t.app.inject({ url: '/api/v2/provider-rounds', headers: other.player.auth })).json(),
    );
    expect(theirs.data.map((round) => round.id)).not.toContain(`${provider.slug}:${closed}`);
    expect(theirs.meta.total).toBe(1);
    expect((await t.app.inject({ url: '/api/v2/provider-rounds' })).statusCode).toBe(401);
    const tooMany = await t.app.inject({
      url: '/api/v2/provider-rounds?limit=1000',
      headers: s.player.auth,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
