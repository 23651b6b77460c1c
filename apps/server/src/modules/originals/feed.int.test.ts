import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInterfaceActionEvent, ZLastBetEvent } from '@wheelhouse/contracts/originals';
import { originalBets } from './schema';
import { users } from '../users/schema';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import { listenForWebsockets, openPlayerSocket } from '../../test/ws-client';
import { originalsService } from './service';

describe.each(databaseTargets())('originals feed and failures on %s', (target) => {
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

  it('publishes every bet on broadcast:last_bet with the player name masked', async () => {
    const watcher = await registerPlayer(t.app);
    const socket = await openPlayerSocket(t.app, wsUrl, watcher.auth, ['broadcast:last_bet']);
    try {
      const local = `jo${randomUUID().replaceAll('-', '')}n`;
      const player = await registerPlayer(t.app, { email: `${local}@example.test` });
      await fund(t.app, player.email, '10');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/originals/limbo/bets',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '2', params: { target: '2' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const placed = response.json<{ bet: { id: string; multiplier: string } }>().bet;
      const message = (await socket.nextOn('broadcast:last_bet')) as { data: unknown };
      const event = ZLastBetEvent.parse(message.data);
      expect(event).toMatchObject({
        id: placed.id,
        gameSlug: 'limbo',
        game: 'Limbo',
        player: 'jo***n',
        stake: '2.000000',
        currency: 'USD',
        multiplier: placed.multiplier,
      });
      expect(event.gameId).toEqual(expect.any(Number));
      expect(JSON.stringify(message)).not.toContain(local);
    } finally {
      socket.close();
    }
  });

  it('sends interface actions from content staff to every client, audited, and refuses others', async () => {
    const player = await registerPlayer(t.app);
    const socket = await openPlayerSocket(t.app, wsUrl, player.auth, ['interface_actions']);
    try {
      const content = await createStaff(t.app, ['content']);
      const finance = await createStaff(t.app, ['finance']);
      const dice = await servicesOf(t.app).games.game('dice', { userId: null, ip: '127.0.0.1' });
      const send = (auth: { authorization: string }, payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/interface-actions',
          headers: auth,
          payload,
        });

      expectErrorBody(await send(finance.auth, { gameId: dice.id }), 403, 'forbidden');
      expectErrorBody(await send(content.auth, { gameId: 999_999 }), 404, 'not_found');
      expectErrorBody(await send(content.auth, { gameId: 'dice' }), 400, 'validation_error');
      const sent = await send(content.auth, { gameId: dice.id });
      expect(sent.statusCode, sent.body).toBe(202);
      const message = (await socket.nextOn('interface_actions')) as { data: unknown };
      expect(ZInterfaceActionEvent.parse(message.data)).toEqual({ gameId: dice.id });
    } finally {
      socket.close();
    }
  });

  it("sends a player's interface action to that player's sockets only, next to the broadcasts", async () => {
    const target = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const [targetUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, target.email));
    const targetSocket = await openPlayerSocket(t.app, wsUrl, target.auth, ['interface_actions']);
    const otherSocket = await openPlayerSocket(t.app, wsUrl, other.auth, ['interface_actions']);
    try {
      const content = await createStaff(t.app, ['content']);
      const games = servicesOf(t.app).games;
      const dice = await games.game('dice', { userId: null, ip: '127.0.0.1' });
      const limbo = await games.game('limbo', { userId: null, ip: '127.0.0.1' });
      const send = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/interface-actions',
          headers: content.auth,
          payload,
        });

      expectErrorBody(await send({ userId: 999_999_999, gameId: dice.id }), 404, 'not_found');
      const personal = await send({ userId: targetUser?.id, gameId: dice.id });
      expect(personal.statusCode, personal.body).toBe(202);
      const broadcast = await send({ gameId: limbo.id });
      expect(broadcast.statusCode, broadcast.body).toBe(202);

      const first = (await targetSocket.nextOn('interface_actions')) as { data: unknown };
      const second = (await targetSocket.nextOn('interface_actions')) as { data: unknown };
      expect([first.data, second.data]).toEqual(
        expect.arrayContaining([{ gameId: dice.id }, { gameId: limbo.id }]),
      );
      // The other player gets the broadcast, never the first player's action.
      const seen = (await otherSocket.nextOn('interface_actions')) as { data: unknown };
      expect(seen.data).toEqual({ gameId: limbo.id });
      expect(otherSocket.pending()).toEqual([]);
    } finally {
      targetSocket.close();
      otherSocket.close();
    }
  });

  it('never debits a stake without its outcome: a failure after the debit rolls everything back', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '10');
    const services = servicesOf(t.app);
    const failing = originalsService({
      ...services,
      db: t.database.db,
      clock: t.clock,
      houseCurrency: t.config.houseCurrency,
      recordAudit: (entry, executor) => services.audit.record(entry, executor),
      ledger: {
        ...services.ledger,
        // The database fails the bet's statement after every row of it was written.
        settleBetAfter: (prelude, input, executor) =>
          services.ledger.settleBetAfter(
            {
              ...prelude,
              selects: `${prelude.selects}, (select 1 / (count(*) - 1)::int from stake_claim) as injected`,
            },
            input,
            executor,
          ),
      },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, player.email));
    const userId = user?.id ?? 0;
    const before = await services.originals.seeds(userId);
    await expect(
      failing.placeBet(
        userId,
        'dice',
        { amount: '4', params: { direction: 'under', target: '50' } },
        randomUUID(),
      ),
    ).rejects.toThrow();
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
    expect(
      await t.database.db.select().from(originalBets).where(eq(originalBets.userId, userId)),
    ).toEqual([]);
    expect((await services.originals.seeds(userId)).nonce).toBe(before.nonce);
    await expectLedgerConsistent(t.database.db);
  });
});
