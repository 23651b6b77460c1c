import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLastBetEvent } from '@wheelhouse/contracts/originals';
import { registerPlayer } from '../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';
import { servicesOf } from '../test/ledger-consistency';
import { fund } from '../test/money';
import { listenForWebsockets, openGuestSocket } from '../test/ws-client';

describe.each(databaseTargets())('websocket gateway for guests on %s', (target) => {
  let t: TestApp;
  let wsUrl: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    await servicesOf(t.app).games.seedDemo();
    wsUrl = await listenForWebsockets(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets a visitor without a token watch other players’ bets on broadcast:last_bet', async () => {
    const guest = await openGuestSocket(wsUrl, ['broadcast:last_bet']);
    try {
      const local = `ga${randomUUID().replaceAll('-', '')}y`;
      const player = await registerPlayer(t.app, { email: `${local}@example.test` });
      await fund(t.app, player.email, '10');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/originals/dice/bets',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '1', params: { direction: 'under', target: '50' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const placed = response.json<{ bet: { id: string } }>().bet;

      const message = (await guest.nextOn('broadcast:last_bet')) as { data: unknown };
      expect(ZLastBetEvent.parse(message.data)).toMatchObject({
        id: placed.id,
        gameSlug: 'dice',
        player: 'ga***y',
        stake: '1.000000',
      });
      expect(JSON.stringify(message)).not.toContain(local);
    } finally {
      guest.close();
    }
  });

  it('refuses a guest the personal and per-player channels as unknown, and keeps the socket open', async () => {
    const guest = await openGuestSocket(wsUrl, ['broadcast:last_bet']);
    try {
      guest.socket.send(
        JSON.stringify({
          type: 'subscribe',
          channels: ['balance', 'transaction', 'interface_actions', 'broadcast:last_bet'],
        }),
      );
      expect(await guest.next()).toEqual({
        type: 'error',
        detail: 'unknown_channel',
        message: 'Unknown channel: balance, transaction, interface_actions',
      });
      expect(await guest.next()).toEqual({
        type: 'subscribed',
        channels: ['broadcast:last_bet'],
      });

      guest.socket.send(JSON.stringify({ type: 'subscribe', channels: ['balance'] }));
      expect(await guest.next()).toMatchObject({ type: 'error', detail: 'unknown_channel' });
      // The refused channels were not subscribed after all: only the broadcast arrives.
      await t.app.bus.publish('balance:user:1', { total: '1.00' });
      await t.app.bus.publish('interface_actions', { gameId: 1 });
      await t.app.bus.publish('broadcast:last_bet', { probe: true });
      expect(await guest.next()).toEqual({ channel: 'broadcast:last_bet', data: { probe: true } });
      expect(guest.pending()).toEqual([]);
    } finally {
      guest.close();
    }
  });
});
