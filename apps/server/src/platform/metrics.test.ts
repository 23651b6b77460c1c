import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleValue, type Sample } from '../test/metrics-text';
import { createMetrics } from './metrics';
import { movementsOf, withMovements } from './money-movements';
import { BALANCE_CHANGED_TOPIC } from './outbox';

async function samplesOf(metrics: ReturnType<typeof createMetrics>): Promise<Sample[]> {
  return parseMetrics((await metrics.scrape()).body);
}

describe('money movements on outbox events', () => {
  it('stamps the first balance.changed event only, and reads the stamp back', () => {
    const stamped = withMovements(
      [
        { topic: 'transaction.changed', userId: 1, payload: { id: 'tx' } },
        { topic: BALANCE_CHANGED_TOPIC, userId: 1 },
        { topic: BALANCE_CHANGED_TOPIC, userId: 1 },
      ],
      [{ kind: 'deposit', currency: 'BTC', amount: '12345' }],
    );
    expect(stamped).toEqual([
      { topic: 'transaction.changed', userId: 1, payload: { id: 'tx' } },
      {
        topic: BALANCE_CHANGED_TOPIC,
        userId: 1,
        payload: { movements: [{ kind: 'deposit', currency: 'BTC', amount: '12345' }] },
      },
      { topic: BALANCE_CHANGED_TOPIC, userId: 1 },
    ]);
    expect(movementsOf(stamped[1]?.payload)).toEqual([
      { kind: 'deposit', currency: 'BTC', amount: '12345' },
    ]);
    expect(
      withMovements([{ topic: 'other' }], [{ kind: 'bet', currency: 'USD', amount: '1' }]),
    ).toEqual([{ topic: 'other' }]);
  });

  it('ignores malformed stamps', () => {
    expect(movementsOf(null)).toEqual([]);
    expect(movementsOf({ movements: 'bet' })).toEqual([]);
    expect(movementsOf({ movements: [{ kind: 'bet' }, null, 3] })).toEqual([]);
  });
});

describe('createMetrics', () => {
  it('counts stamped balance events by kind and currency, and every relayed event by topic', async () => {
    const metrics = createMetrics();
    metrics.outboxRelayed([
      {
        topic: BALANCE_CHANGED_TOPIC,
        payload: {
          transferId: '7',
          movements: [
            { kind: 'bet', currency: 'USD', amount: '2000000' },
            { kind: 'win', currency: 'USD', amount: '3960000' },
          ],
        },
      },
      { topic: BALANCE_CHANGED_TOPIC, payload: { transferId: '8' } },
      {
        topic: 'transaction.changed',
        payload: { movements: [{ kind: 'bet', currency: 'USD', amount: '1' }] },
      },
    ]);
    const samples = await samplesOf(metrics);
    const labels = (kind: string) => ({ kind, currency: 'USD' });
    expect(sampleValue(samples, 'wheelhouse_money_movements_total', labels('bet'))).toBe(1);
    expect(sampleValue(samples, 'wheelhouse_money_movements_total', labels('win'))).toBe(1);
    expect(sampleValue(samples, 'wheelhouse_money_moved_minor_units_total', labels('bet'))).toBe(
      2_000_000,
    );
    expect(
      sampleValue(samples, 'wheelhouse_outbox_events_relayed_total', {
        topic: BALANCE_CHANGED_TOPIC,
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'wheelhouse_outbox_events_relayed_total', {
        topic: 'transaction.changed',
      }),
    ).toBe(1);
  });

  it('folds label values of an unexpected shape, or past the bound, into "other"', async () => {
    const metrics = createMetrics();
    const movement = (kind: string, currency: string) => ({
      topic: BALANCE_CHANGED_TOPIC,
      payload: { movements: [{ kind, currency, amount: '1' }] },
    });
    metrics.outboxRelayed([
      movement('Robert"); drop table', 'USD'),
      movement('bet', 'not a currency'),
      ...Array.from({ length: 100 }, (_, index) => movement(`kind_${index}`, 'USD')),
    ]);
    const samples = await samplesOf(metrics);
    const kinds = new Set(
      samples
        .filter((sample) => sample.name === 'wheelhouse_money_movements_total')
        .map((sample) => sample.labels.kind),
    );
    expect(kinds.has('other')).toBe(true);
    expect(kinds.size).toBeLessThanOrEqual(41);
    expect(
      sampleValue(samples, 'wheelhouse_money_movements_total', { kind: 'bet', currency: 'other' }),
    ).toBe(1);
  });

  it('labels requests by route pattern, a known method and the status class', async () => {
    const metrics = createMetrics();
    metrics.observeHttp('GET', '/api/v1/originals/bets/:id', 404, 0.01);
    metrics.observeHttp('BREW', undefined, 400, 0.001);
    metrics.observeHttp('POST', '/api/v1/originals/:game/bets', 503, 0.2);
    metrics.observeHttp('POST', '/api/v1/originals/:game/bets', 200, 0.05);
    const samples = await samplesOf(metrics);
    expect(
      sampleValue(samples, 'wheelhouse_http_requests_total', {
        method: 'OTHER',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeUndefined();
    expect(
      sampleValue(samples, 'wheelhouse_http_requests_total', {
        method: 'other',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'wheelhouse_http_request_errors_total', {
        route: '/api/v1/originals/:game/bets',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'wheelhouse_http_request_errors_total', { status_class: '5xx' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'wheelhouse_http_requests_total', {
        route: '/api/v1/originals/:game/bets',
      }),
    ).toBe(2);
  });

  it('closes a websocket once however often its close runs', async () => {
    const metrics = createMetrics();
    const close = metrics.websocketOpened('guest');
    metrics.websocketOpened('player');
    close();
    close();
    const samples = await samplesOf(metrics);
    expect(sampleValue(samples, 'wheelhouse_websocket_connections', { kind: 'guest' })).toBe(0);
    expect(sampleValue(samples, 'wheelhouse_websocket_connections', { kind: 'player' })).toBe(1);
  });

  it('serves the scrape when a collector fails or hangs, and tells that collector', async () => {
    const warnings: string[] = [];
    const metrics = createMetrics({
      log: { warn: (object) => warnings.push(JSON.stringify(object)) },
      collectorTimeoutMs: 10,
    });
    let failures = 0;
    metrics.addCollector(
      'broken',
      () => {
        throw new Error('no figures');
      },
      { onFailure: () => (failures += 1) },
    );
    metrics.addCollector('stuck', () => new Promise<void>(() => undefined));
    const remove = metrics.addCollector('fine', () =>
      metrics.setOutbox({ pending: 4, oldestAgeSeconds: 2 }),
    );
    const samples = await samplesOf(metrics);
    expect(failures).toBe(1);
    expect(sampleValue(samples, 'wheelhouse_outbox_pending_events')).toBe(4);
    expect(
      sampleValue(samples, 'wheelhouse_metrics_collector_failures_total', { collector: 'broken' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'wheelhouse_metrics_collector_failures_total', { collector: 'stuck' }),
    ).toBe(1);
    expect(warnings).toHaveLength(2);
    remove();
  });

  it('keeps each app to its own registry', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.observeHttp('GET', '/healthz', 200, 0.001);
    expect(sampleValue(await samplesOf(first), 'wheelhouse_http_requests_total')).toBe(1);
    expect(sampleValue(await samplesOf(second), 'wheelhouse_http_requests_total')).toBeUndefined();
    // Both carry the process's figures.
    expect(sampleValue(await samplesOf(second), 'process_cpu_user_seconds_total')).toBeDefined();
  });
});
