import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLastBetEvent } from '@wheelhouse/contracts/originals';
import { registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { fund } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
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
});
