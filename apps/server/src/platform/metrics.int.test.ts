import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';
import { expectErrorBody, registerPlayer } from '../test/factories';
import { createPlayerId, servicesOf } from '../test/ledger-consistency';
import { parseMetrics, sampleValue, scrape, type Sample } from '../test/metrics-text';
import { devCredit } from '../test/money';
import { listenForWebsockets, openGuestSocket, openPlayerSocket } from '../test/ws-client';

const OUTSIDE = '203.0.113.9';
/** 1 USD in minor units at the house scale (6). */
const USD = (whole: number) => BigInt(whole) * 1_000_000n;

describe.each(databaseTargets())('metrics on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  /** Scrapes after the relay has published every committed event. */
  async function scrapeRelayed(): Promise<Sample[]> {
    await t.app.outboxRelay?.flush();
    return scrape(t.app);
  }
  const money = (samples: Sample[], kind: string, name = 'wheelhouse_money_movements_total') =>
    sampleValue(samples, name, { kind, currency: 'USD' }) ?? 0;

  it('serves the Prometheus text format to loopback and hides itself from everyone else', async () => {
    const admitted = await t.app.inject({ url: '/metrics' });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.headers['content-type']).toContain('text/plain');
    expect(admitted.headers['content-type']).toContain('version=0.0.4');
    expect(admitted.body).toContain('# TYPE wheelhouse_http_requests_total counter');
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.8.9.10'])
      expect((await t.app.inject({ url: '/metrics', remoteAddress })).statusCode).toBe(200);

    // Refused exactly as an unknown path is: nothing tells the endpoint exists.
    const refused = await t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE });
    expectErrorBody(refused, 404, 'not_found');
    const unknown = await t.app.inject({ url: '/metricz', remoteAddress: OUTSIDE });
    expect(refused.body.replace(/"key":"[^"]+"|"time":"[^"]+"/g, '')).toBe(
      unknown.body.replace(/"key":"[^"]+"|"time":"[^"]+"/g, ''),
    );
    // No token is configured, so none admits.
    const guessed = await t.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expectErrorBody(guessed, 404, 'not_found');

    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(spec.json().paths)).not.toContain('/metrics');
  });

  it('counts requests per route pattern, method and status class, never per raw URL', async () => {
    const before = await scrape(t.app);
    const languages = { method: 'GET', route: '/api/v1/languages', status_class: '2xx' };
    const bet = { method: 'GET', route: '/api/v1/originals/bets/:id', status_class: '4xx' };
    const requestsBefore = sampleValue(before, 'wheelhouse_http_requests_total', languages) ?? 0;
    const errorsBefore = sampleValue(before, 'wheelhouse_http_request_errors_total', bet) ?? 0;

    expect((await t.app.inject({ url: '/api/v1/languages' })).statusCode).toBe(200);
    const secret = `no-such-bet-${randomBytes(4).toString('hex')}`;
    // A guest is refused before the id is even read.
    expect((await t.app.inject({ url: `/api/v1/originals/bets/${secret}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/${secret}/nowhere` })).statusCode).toBe(404);
    const player = await registerPlayer(t.app);
    const me = t.app.services.users.me;
    t.app.services.users.me = async () => {
      throw new Error('broken on purpose');
    };
    try {
      expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode).toBe(
        500,
      );
    } finally {
      t.app.services.users.me = me;
    }

    const after = await scrape(t.app);
    expect(sampleValue(after, 'wheelhouse_http_requests_total', languages)).toBe(
      requestsBefore + 1,
    );
    expect(
      sampleValue(after, 'wheelhouse_http_request_duration_seconds_count', languages),
    ).toBeGreaterThanOrEqual(requestsBefore + 1);
    expect(sampleValue(after, 'wheelhouse_http_request_errors_total', bet)).toBe(errorsBefore + 1);
    expect(
      sampleValue(after, 'wheelhouse_http_request_errors_total', {
        route: '/api/v1/me',
        status_class: '5xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(after, 'wheelhouse_http_requests_total', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Success is not an error.
    expect(
      sampleValue(after, 'wheelhouse_http_request_errors_total', { status_class: '2xx' }),
    ).toBeUndefined();
    const routes = new Set(after.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].some((route) => route?.includes(secret))).toBe(false);
  });

  it('counts a committed deposit, bet and withdrawal hold once, and neither a replay nor a rollback', async () => {
    const before = await scrapeRelayed();
    const player = await registerPlayer(t.app);
    const key = randomUUID();
    const credited = await devCredit(
      t.app,
      { email: player.email, amount: '10', currency: 'USD' },
      key,
    );
    expect(credited.statusCode, credited.body).toBe(200);
    // The same Idempotency-Key again: a replay moves no money.
    expect(
      (await devCredit(t.app, { email: player.email, amount: '10', currency: 'USD' }, key))
        .statusCode,
    ).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/dice/bets',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '2', params: { direction: 'under', target: '50' } },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const after = await scrapeRelayed();
    expect(money(after, 'deposit')).toBe(money(before, 'deposit') + 1);
    expect(money(after, 'deposit', 'wheelhouse_money_moved_minor_units_total')).toBe(
      money(before, 'deposit', 'wheelhouse_money_moved_minor_units_total') + Number(USD(10)),
    );
    expect(money(after, 'bet')).toBe(money(before, 'bet') + 1);
    expect(money(after, 'bet', 'wheelhouse_money_moved_minor_units_total')).toBe(
      money(before, 'bet', 'wheelhouse_money_moved_minor_units_total') + Number(USD(2)),
    );
    expect(
      sampleValue(after, 'wheelhouse_outbox_events_relayed_total', { topic: 'balance.changed' }),
    ).toBeGreaterThanOrEqual(2);

    // A deposit whose transaction rolls back is never counted; a withdrawal hold that commits is.
    const { ledger } = servicesOf(t.app);
    const userId = await createPlayerId(t.app);
    await expect(
      t.database.db.transaction(async (tx) => {
        await ledger.credit(
          { reason: 'deposit', userId, amountMinor: USD(5), idempotencyKey: `rollback:${userId}` },
          tx as unknown as Database,
        );
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(3),
      idempotencyKey: `committed:${userId}`,
    });
    await ledger.hold({ userId, amountMinor: USD(1), holdId: `metrics-hold-${userId}` });
    const last = await scrapeRelayed();
    expect(money(last, 'deposit')).toBe(money(after, 'deposit') + 1);
    expect(money(last, 'deposit', 'wheelhouse_money_moved_minor_units_total')).toBe(
      money(after, 'deposit', 'wheelhouse_money_moved_minor_units_total') + Number(USD(3)),
    );
    expect(money(last, 'hold')).toBe(money(after, 'hold') + 1);
  });

  it('reports the outbox lag read at scrape time', async () => {
    const relay = t.app.outboxRelay;
    if (!relay) throw new Error('the test app relays');
    await relay.flush();
    const idle = await scrape(t.app);
    expect(sampleValue(idle, 'wheelhouse_outbox_pending_events')).toBe(0);
    expect(sampleValue(idle, 'wheelhouse_outbox_oldest_pending_age_seconds')).toBe(0);

    await relay.stop();
    try {
      await t.database.db.execute(
        sql`insert into outbox (topic, payload, created_at)
            values ('test.metrics_lag', '{}'::jsonb, now() - interval '1 hour')`,
      );
      const lagging = await scrape(t.app);
      expect(sampleValue(lagging, 'wheelhouse_outbox_pending_events')).toBe(1);
      expect(
        sampleValue(lagging, 'wheelhouse_outbox_oldest_pending_age_seconds'),
      ).toBeGreaterThanOrEqual(3600);
    } finally {
      relay.start();
    }
    await relay.flush();
    const caughtUp = await scrape(t.app);
    expect(sampleValue(caughtUp, 'wheelhouse_outbox_pending_events')).toBe(0);
    expect(
      sampleValue(caughtUp, 'wheelhouse_outbox_events_relayed_total', {
        topic: 'test.metrics_lag',
      }),
    ).toBe(1);
  });

  it('takes job queue figures from a plugged-in source and survives a failing one', async () => {
    const queue = `payouts-${randomBytes(3).toString('hex')}`;
    const removeGood = t.app.metrics.addJobQueueSource(async () => [
      { queue, queued: 3, active: 1, failed: 2 },
    ]);
    const removeBad = t.app.metrics.addJobQueueSource(async () => {
      throw new Error('queue stats unavailable');
    });
    try {
      t.app.metrics.jobFailed(queue);
      const samples = await scrape(t.app);
      expect(sampleValue(samples, 'wheelhouse_job_queue_jobs', { queue, state: 'queued' })).toBe(3);
      expect(sampleValue(samples, 'wheelhouse_job_queue_jobs', { queue, state: 'active' })).toBe(1);
      expect(sampleValue(samples, 'wheelhouse_job_queue_jobs', { queue, state: 'failed' })).toBe(2);
      expect(
        sampleValue(samples, 'wheelhouse_job_queue_jobs', { queue, state: 'deferred' }),
      ).toBeUndefined();
      expect(sampleValue(samples, 'wheelhouse_job_failures_total', { queue })).toBe(1);
      expect(
        sampleValue(samples, 'wheelhouse_metrics_collector_failures_total', { collector: 'jobs' }),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      removeGood();
      removeBad();
    }
    const gone = await scrape(t.app);
    expect(sampleValue(gone, 'wheelhouse_job_queue_jobs', { queue })).toBeUndefined();
  });

  it('shows the database pool on PostgreSQL and the process figures', async () => {
    const samples = await scrape(t.app);
    if (target === 'postgres') {
      expect(sampleValue(samples, 'wheelhouse_db_pool_max_connections')).toBe(10);
      expect(sampleValue(samples, 'wheelhouse_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'wheelhouse_db_pool_idle_connections')).toBeDefined();
      expect(sampleValue(samples, 'wheelhouse_db_pool_waiting_queries')).toBeDefined();
    } else {
      expect(sampleValue(samples, 'wheelhouse_db_pool_max_connections')).toBeUndefined();
    }
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeDefined();
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeDefined();
  });

  it('counts open websocket connections by guest and player', async () => {
    const url = await listenForWebsockets(t.app);
    const gauge = async (kind: string) =>
      sampleValue(await scrape(t.app), 'wheelhouse_websocket_connections', { kind });
    expect(await gauge('guest')).toBe(0);
    expect(await gauge('player')).toBe(0);

    const player = await registerPlayer(t.app);
    const guestSocket = await openGuestSocket(url, ['broadcast:last_bet']);
    const playerSocket = await openPlayerSocket(t.app, url, player.auth, ['balance']);
    expect(await gauge('guest')).toBe(1);
    expect(await gauge('player')).toBe(1);
    const opened = await scrape(t.app);
    expect(
      sampleValue(opened, 'wheelhouse_websocket_connections_opened_total', { kind: 'player' }),
    ).toBe(1);

    guestSocket.close();
    playerSocket.close();
    await vi.waitFor(async () => {
      expect(await gauge('guest')).toBe(0);
      expect(await gauge('player')).toBe(0);
    });
  });

  it('readyz names every check, and answers 503 naming the one that fails', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: {
        database: 'ok',
        migrations: 'ok',
        ...(t.config.redisUrl ? { redis: 'ok' } : {}),
        jobs: 'ok',
      },
    });

    const removeThrowing = t.app.readiness.add({
      name: 'ledger-feed',
      check: async () => {
        throw new Error('the feed is down');
      },
    });
    const removeFalse = t.app.readiness.add({ name: 'feed', check: async () => false });
    try {
      const failing = await t.app.inject({ url: '/readyz' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual({
        status: 'unavailable',
        checks: {
          database: 'ok',
          migrations: 'ok',
          ...(t.config.redisUrl ? { redis: 'ok' } : {}),
          jobs: 'ok',
          'ledger-feed': 'failed',
          feed: 'failed',
        },
      });
      // The reason goes to the log, not to the public probe.
      expect(failing.body).not.toContain('the feed is down');
      expect(t.logs.join('')).toContain('the feed is down');
    } finally {
      removeThrowing();
      removeFalse();
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('metrics access on %s', (target) => {
  const token = randomBytes(24).toString('base64url');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { METRICS_ALLOW: '10.0.0.0/8, ::1/128', METRICS_TOKEN: token, TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => t?.close());

  const status = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: '/metrics', remoteAddress, headers })).statusCode;

  it('admits the configured networks and the bearer token, and nobody else', async () => {
    expect(await status('10.1.2.3')).toBe(200);
    expect(await status('::1')).toBe(200);
    expect(await status('127.0.0.1')).toBe(404);
    expect(await status(OUTSIDE)).toBe(404);
    expect(await status(OUTSIDE, { authorization: `Bearer ${token}` })).toBe(200);
    expect(await status(OUTSIDE, { authorization: `bearer ${token}` })).toBe(200);
    expect(await status(OUTSIDE, { authorization: `Bearer ${token}x` })).toBe(404);
    expect(await status(OUTSIDE, { authorization: token })).toBe(404);
    const body = (
      await t.app.inject({
        url: '/metrics',
        remoteAddress: OUTSIDE,
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
    expect(parseMetrics(body).length).toBeGreaterThan(0);
  });

  it('judges the forwarded client address behind TRUST_PROXY', async () => {
    // An allowed proxy forwarding an outside client: the client is outside.
    expect(await status('10.1.2.3', { 'x-forwarded-for': OUTSIDE })).toBe(404);
    expect(await status(OUTSIDE, { 'x-forwarded-for': '10.4.5.6' })).toBe(200);
  });
});

describe('metrics and readiness of a worker', () => {
  it('serves /metrics and /readyz with the same checks', async () => {
    const t = await createTestApp('pglite', { env: { ROLE: 'worker' } });
    try {
      const samples = await scrape(t.app);
      expect(sampleValue(samples, 'wheelhouse_outbox_pending_events')).toBe(0);
      const removed = t.app.readiness.add({ name: 'jobs', check: async () => false });
      const response = await t.app.inject({ url: '/readyz' });
      removed();
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.jobs).toBe('failed');
    } finally {
      await t.close();
    }
  });
});

describe('readiness with an unreachable Redis', () => {
  it('answers 503 naming redis', async () => {
    const t = await createTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toMatchObject({ database: 'ok', redis: 'failed' });
    } finally {
      await t.close();
    }
  });
});
