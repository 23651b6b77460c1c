import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerPlayer, type TestPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { fund } from '../../test/money';
import { startPushService } from '../../test/web-push-testing';
import { TOURNAMENT_JOBS } from '../tournaments';
import { WHEEL_JOBS } from '../wheel';
import { PUSH_JOBS } from './jobs';

const KEYS = webpush.generateVAPIDKeys();

/**
 * Pushes other modules ask for (tournament start, wheel available, a sign-in from a new device):
 * subscribed players only, once.
 */
describe.each(databaseTargets())('tournament, wheel and new-device pushes on %s', (target) => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;

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
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  async function subscribed(player: TestPlayer) {
    const subscription = await pushService.subscribe(KEYS.publicKey);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/push/subscription',
      headers: player.auth,
      payload: { token: JSON.stringify(subscription) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return subscription.clientHash;
  }
  const kindsOf = async (clientHash: string) =>
    (await pushService.messages(clientHash)).map(
      (message) => (JSON.parse(String(message)) as { kind: string }).kind,
    );

  it('announces a tournament start once, to subscribed players', async () => {
    const fan = await registerPlayer(t.app);
    const fanHash = await subscribed(fan);
    await registerPlayer(t.app); // not subscribed: gets nothing
    const staff = await createStaff(t.app, ['content']);
    const now = t.clock.now().getTime();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: staff.auth,
      payload: {
        descriptions: { en: { name: 'Night cup', description: 'Rules' } },
        startsAt: new Date(now + 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        scoring: 'turnover',
        entry: 'auto',
        prizes: [{ rank: 1, amount: '5', balanceType: 'main' }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);

    expect(await t.app.jobs.runNow(TOURNAMENT_JOBS.announceStarts)).toMatchObject([
      { state: 'completed', output: { announced: 0 } },
    ]);
    t.clock.advance(2 * 60_000);
    expect(await t.app.jobs.runNow(TOURNAMENT_JOBS.announceStarts)).toMatchObject([
      { state: 'completed', output: { announced: 1 } },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notifySubscribed)).toMatchObject([
      { state: 'completed', output: { players: 1 } },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notify)).toMatchObject([
      { state: 'completed', output: { sent: 1 } },
    ]);
    expect(await kindsOf(fanHash)).toEqual(['tournament_started']);

    // The next tick finds nothing new to announce.
    expect(await t.app.jobs.runNow(TOURNAMENT_JOBS.announceStarts)).toMatchObject([
      { output: { announced: 0 } },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notifySubscribed)).toEqual([]);
  });

  it('tells yesterday’s spinners once, whenever the day’s tick runs, subscribers only', async () => {
    const staff = await createStaff(t.app, ['content']);
    const prizes = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/wheel/prizes',
      headers: staff.auth,
      payload: {
        prizes: [{ amount: '1', balanceType: 'main', wagerMultiplier: '0', promo: null }],
      },
    });
    expect(prizes.statusCode, prizes.body).toBe(200);
    const spinner = await registerPlayer(t.app);
    const quiet = await registerPlayer(t.app);
    const early = await registerPlayer(t.app);
    const spinnerHash = await subscribed(spinner);
    const earlyHash = await subscribed(early);
    const spin = async (player: TestPlayer) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wheel/spin',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { clientSeed: 'push test' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    for (const player of [spinner, quiet, early]) {
      await fund(t.app, player.email, '10');
      await spin(player);
    }
    // Later the same day: not yet.
    expect(await t.app.jobs.runNow(WHEEL_JOBS.availablePush)).toMatchObject([
      { state: 'completed' },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notifySubscribed)).toEqual([]);

    // The next day, hours after midnight (no tick ran since): one who already spun again is not told.
    const now = t.clock.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextMidnight + 5 * 3600_000 - now.getTime());
    await spin(early);
    // Two workers' ticks at once claim each player once between them.
    const runs = await Promise.all([
      t.app.services.wheel.announceAvailable(),
      t.app.services.wheel.announceAvailable(),
    ]);
    expect(runs[0]!.queued + runs[1]!.queued).toBe(2);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notifySubscribed)).toMatchObject([
      { state: 'completed', output: { players: 1 } },
    ]);
    await t.app.jobs.runNow(PUSH_JOBS.notify);
    expect(await kindsOf(spinnerHash)).toEqual(['wheel_available']);
    expect(await kindsOf(earlyHash)).toEqual([]);
    // Later ticks that day queue nothing again.
    t.clock.advance(3600_000);
    expect(await t.app.jobs.runNow(WHEEL_JOBS.availablePush)).toMatchObject([
      { state: 'completed', output: { queued: 0 } },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notifySubscribed)).toEqual([]);
  });

  it('tells a subscribed player once about a sign-in from a new device, not from a known one', async () => {
    // The first scan starts the cursor at the newest event: history is not pushed.
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    const player = await registerPlayer(t.app);
    const hash = await subscribed(player);
    const login = async (userAgent?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: player.email, password: player.password },
        headers: userAgent ? { 'user-agent': userAgent } : {},
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    await login(); // the browser it registered with: known
    await login(phone); // new
    await login(phone); // known by now

    // The scan reads events 5 s old by the app's clock; the test clock is moved past them.
    t.clock.advance(10 * 60_000);
    expect(await t.app.jobs.runNow(PUSH_JOBS.outboxScan)).toMatchObject([
      { state: 'completed', output: { queued: 1 } },
    ]);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notify)).toMatchObject([
      { state: 'completed', output: { sent: 1 } },
    ]);
    const [received] = await pushService.messages(hash);
    expect(JSON.parse(String(received))).toMatchObject({
      kind: 'new_device_sign_in',
      title: 'New sign-in to your account',
      url: '/profile',
    });
    // Scanned again, the same sign-in queues nothing new.
    await t.app.jobs.runNow(PUSH_JOBS.outboxScan);
    expect(await t.app.jobs.runNow(PUSH_JOBS.notify)).toEqual([]);
    expect(await kindsOf(hash)).toEqual(['new_device_sign_in']);
  });
});
