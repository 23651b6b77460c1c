import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';
import { fund, globalIdOf } from '../../test/money';
import { startPushService } from '../../test/web-push-testing';
import { PUSH_JOBS } from './jobs';

const KEYS = webpush.generateVAPIDKeys();

describe.each(databaseTargets())('web push on %s', (target) => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let player: Awaited<ReturnType<typeof registerPlayer>>;

  beforeAll(async () => {
    pushService = await startPushService();
    // The API role: no workers, so the test alone runs the jobs (runNow), one step at a time.
    t = await createTestApp(target, {
      env: {
        ROLE: 'api',
        VAPID_PUBLIC_KEY: KEYS.publicKey,
        VAPID_PRIVATE_KEY: KEYS.privateKey,
        VAPID_SUBJECT: 'mailto:push-test@example.com',
      },
    });
    player = await registerPlayer(t.app);
  });

  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const inject = (
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    auth: { authorization: string } | undefined,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: auth, payload: payload as object });
  const isActive = async (auth: { authorization: string }) =>
    (await inject('GET', '/api/v1/me', auth)).json<{ isPushNotificationsActive: boolean }>()
      .isPushNotificationsActive;
  /**
   * The scan reads events 5 s old by the app's clock (outbox rows carry the database's time):
   * the test clock, started before the app booted, is moved well past them.
   */
  const scanAndNotify = async () => {
    t.clock.advance(10 * 60_000);
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    return t.app.jobs.runNow(PUSH_JOBS.notify);
  };

  it('gives the app its settings: push on with the public key (players only)', async () => {
    const response = await inject('GET', '/api/v1/settings', player.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      push: { enabled: true, vapidPublicKey: KEYS.publicKey },
    });
    expectErrorBody(await inject('GET', '/api/v1/settings', undefined), 401, 'unauthorized');
  });

  it('rejects a token that is not a push subscription, on the token field', async () => {
    for (const token of ['not json', '{}', JSON.stringify({ endpoint: 'ftp://x', keys: {} })]) {
      const body = expectErrorBody(
        await inject('PATCH', '/api/v1/push/subscription', player.auth, { token }),
        400,
        'validation_error',
      );
      expect(Object.keys(body.fields as object)).toEqual(['token']);
    }
    expectErrorBody(
      await inject('PATCH', '/api/v1/push/subscription', undefined, { token: '{}' }),
      401,
      'unauthorized',
    );
  });

  it('sends a deposit notification through the push service, and removes the subscription on 410', async () => {
    // The first scan starts the cursor at the newest event: history is not pushed.
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    const subscription = await pushService.subscribe(KEYS.publicKey);
    const subscribed = await inject('PATCH', '/api/v1/push/subscription', player.auth, {
      token: JSON.stringify(subscription),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toEqual({ active: true, refusedAt: null });
    expect(await isActive(player.auth)).toBe(true);

    await fund(t.app, player.email, '25.00');
    const [run] = await scanAndNotify();
    expect(run).toMatchObject({ state: 'completed', output: { sent: 1, removed: 0 } });
    const [received] = await pushService.messages(subscription.clientHash);
    expect(JSON.parse(String(received))).toMatchObject({
      kind: 'deposit_completed',
      title: 'Deposit received',
      body: expect.stringContaining('25.00 USD'),
    });
    // The same event scanned again queues nothing new.
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notify)).toEqual([]);

    await pushService.expire(subscription.clientHash);
    await fund(t.app, player.email, '5.00');
    const [gone] = await scanAndNotify();
    expect(gone).toMatchObject({ state: 'completed', output: { sent: 0, removed: 1 } });
    expect(await isActive(player.auth)).toBe(false);
    expect((await inject('GET', '/api/v1/push', player.auth)).json()).toMatchObject({
      active: false,
    });
  });

  it('notifies once per bonus activation: a claimed bonus and a staff grant, not their replays', async () => {
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    const gifted = await registerPlayer(t.app);
    const subscription = await pushService.subscribe(KEYS.publicKey);
    await inject('PATCH', '/api/v1/push/subscription', gifted.auth, {
      token: JSON.stringify(subscription),
    });
    const finance = await createStaff(t.app, ['finance']);
    const globalId = await globalIdOf(t.app, gifted.auth);
    const template = await inject('POST', '/api/admin/bonus-templates', finance.auth, {
      type: 'personal',
      texts: { en: { title: 'Gift', description: 'Gift terms' } },
      deadlineHours: 24,
      wager: '10',
      maxAmount: '10',
    });
    expect(template.statusCode, template.body).toBe(200);
    const templateId = template.json<{ id: number }>().id;
    const offered = await inject(
      'POST',
      `/api/admin/users/${globalId}/personal-bonuses`,
      finance.auth,
      { templateId },
    );
    expect(offered.statusCode, offered.body).toBe(200);
    const claim = () => inject('POST', `/api/v2/bonuses/${templateId}/claim`, gifted.auth);
    expect((await claim()).statusCode).toBe(200);

    const [run] = await scanAndNotify();
    expect(run).toMatchObject({ state: 'completed', output: { sent: 1, removed: 0 } });
    const [received] = await pushService.messages(subscription.clientHash);
    expect(JSON.parse(String(received))).toEqual({
      kind: 'bonus_activated',
      title: 'Bonus activated',
      body: 'Your bonus is active. Open the bonuses page to play it.',
      url: '/bonuses',
    });

    // Claiming again answers the same bonus and activates nothing: nothing new is queued.
    expect((await claim()).statusCode).toBe(200);
    expect(await scanAndNotify()).toEqual([]);

    // A staff grant is an activation too; its replay (same Idempotency-Key) is not another one.
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${globalId}/bonuses`,
        headers: { ...finance.auth, 'idempotency-key': 'push-grant-1' },
        payload: { title: 'Sorry', amount: '5.00', wagerMultiplier: '1' },
      });
    expect((await grant()).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(200);
    expect(await scanAndNotify()).toMatchObject([
      { state: 'completed', output: { sent: 1, removed: 0 } },
    ]);
    expect(await scanAndNotify()).toEqual([]);
    await inject('DELETE', '/api/v1/push/subscription', gifted.auth, {
      endpoint: subscription.endpoint,
    });
  });

  it('keeps subscriptions per player: another player cannot remove mine', async () => {
    const subscription = await pushService.subscribe(KEYS.publicKey);
    await inject('PATCH', '/api/v1/push/subscription', player.auth, {
      token: JSON.stringify(subscription),
    });
    const other = await registerPlayer(t.app);
    expectErrorBody(
      await inject('DELETE', '/api/v1/push/subscription', other.auth, {
        endpoint: subscription.endpoint,
      }),
      404,
      'not_found',
    );
    expect(await isActive(player.auth)).toBe(true);
    const removed = await inject('DELETE', '/api/v1/push/subscription', player.auth, {
      endpoint: subscription.endpoint,
    });
    expect(removed.json()).toMatchObject({ active: false });
  });

  it('stores the refusal per player', async () => {
    const refused = await inject('POST', '/api/v1/push/refusal', player.auth);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ active: false, refusedAt: t.clock.now().toISOString() });
    const other = await registerPlayer(t.app);
    expect((await inject('GET', '/api/v1/push', other.auth)).json()).toEqual({
      active: false,
      refusedAt: null,
    });
  });

  it('lets content staff broadcast to every subscribed player, audited; others may not', async () => {
    const subscription = await pushService.subscribe(KEYS.publicKey);
    await inject('PATCH', '/api/v1/push/subscription', player.auth, {
      token: JSON.stringify(subscription),
    });
    const content = await createStaff(t.app, ['content']);
    const finance = await createStaff(t.app, ['finance']);
    const message = { title: 'Weekend cashback', body: '10% back on Sunday', url: '/bonuses' };
    expectErrorBody(
      await inject('POST', '/api/admin/push/broadcast', finance.auth, message),
      403,
      'forbidden',
    );
    expectErrorBody(
      await inject('POST', '/api/admin/push/broadcast', content.auth, { ...message, url: '//x' }),
      400,
      'validation_error',
    );
    const sent = await inject('POST', '/api/admin/push/broadcast', content.auth, message);
    expect(sent.statusCode, sent.body).toBe(202);
    const { broadcastId } = sent.json<{ broadcastId: string }>();
    const audit = await servicesOf(t.app).audit.entriesFor('push_broadcast', broadcastId);
    expect(audit[0]).toMatchObject({ action: 'push.broadcast', staffId: content.id });

    expect(await t.app.jobs.runNow(PUSH_JOBS.broadcast)).toMatchObject([
      { state: 'completed', output: { players: 1 } },
    ]);
    await t.app.jobs.runNow(PUSH_JOBS.broadcastDeliver);
    const [received] = await pushService.messages(subscription.clientHash);
    expect(JSON.parse(String(received))).toEqual({ ...message, kind: 'broadcast' });
  });
});
