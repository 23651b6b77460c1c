import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZGgrResponse,
  ZPaymentsResponse,
  ZPlayersResponse,
  ZReportSummaryResponse,
} from '@wheelhouse/contracts/admin-reports';
import { formatAmount } from '@wheelhouse/contracts/money';
import { createStaff, expectErrorBody, registerPlayer, type TestStaff } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent } from '../../test/ledger-consistency';

/** Every ledger entry with its account and transfer: what the reports must agree with. */
interface EntryRow {
  transfer_id: string;
  transfer_kind: string;
  metadata: Record<string, unknown>;
  owner_type: string;
  account_kind: string;
  user_id: number | null;
  currency: string;
  amount: string;
}

describe.each(databaseTargets())('reports on %s', (target) => {
  let t: TestApp;
  let finance: TestStaff;
  const SCALE = 6; // the house currency's ledger scale (USD 6 in this build)
  const usd = (minor: bigint) => formatAmount(minor, SCALE);

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
    const { ledger, users, dev } = t.app.services;
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    await registerPlayer(t.app); // signs up, never plays
    const idOf = async (email: string) => (await users.accessByEmail(email))!.userId;
    const [a, b] = [await idOf(alice.email), await idOf(bob.email)];
    const units = (major: number) => BigInt(major) * 10n ** BigInt(SCALE);

    // Deposits: two by method, one from the simulator (no method).
    await ledger.credit({
      reason: 'deposit',
      userId: a,
      amountMinor: units(300),
      idempotencyKey: randomUUID(),
      metadata: { method: 'usdt-trc20' },
    });
    await ledger.credit({
      reason: 'deposit',
      userId: b,
      amountMinor: units(120),
      idempotencyKey: randomUUID(),
      metadata: { method: 'card-rub' },
    });
    await dev.credit({ email: bob.email, amount: '50.5', currency: 'USD' }, randomUUID());
    // Bets and wins on two games, a refund, and real dice bets through the API.
    const bet = (userId: number, major: bigint, game: string) =>
      ledger.debit({
        reason: 'bet',
        userId,
        amountMinor: major,
        idempotencyKey: randomUUID(),
        metadata: { game },
      });
    const win = (userId: number, major: bigint, game: string) =>
      ledger.credit({
        reason: 'win',
        userId,
        amountMinor: major,
        idempotencyKey: randomUUID(),
        metadata: { game },
      });
    await bet(a, 10_000_000n, 'mines');
    await win(a, 25_500_000n, 'mines');
    await bet(b, 7_333_333n, 'limbo');
    await bet(a, 1_000_001n, 'limbo');
    await win(b, 1_000_000n, 'limbo');
    await ledger.credit({
      reason: 'refund',
      userId: a,
      amountMinor: 1_000_001n,
      idempotencyKey: randomUUID(),
      metadata: { game: 'limbo' },
    });
    for (let round = 0; round < 4; round += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/originals/dice/bets',
        headers: { ...alice.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '2.5', params: { direction: 'under', target: '50' } },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Bonuses: granted to both, part forfeited back.
    await ledger.credit({
      reason: 'bonus',
      userId: a,
      amountMinor: units(20),
      to: 'player_bonus',
      idempotencyKey: randomUUID(),
    });
    await ledger.credit({
      reason: 'bonus',
      userId: b,
      amountMinor: 5_000_000n,
      to: 'player_bonus',
      idempotencyKey: randomUUID(),
    });
    await ledger.debit({
      reason: 'bonus_forfeit',
      userId: b,
      amountMinor: 5_000_000n,
      from: 'player_bonus',
      idempotencyKey: randomUUID(),
    });
    // Withdrawals: one paid, one returned, one still requested.
    const hold = (userId: number, amountMinor: bigint, holdId: string, method: string) =>
      ledger.hold({ userId, amountMinor, holdId, metadata: { method } });
    await hold(a, units(40), 'w-paid', 'usdt-trc20');
    await ledger.settleHold({ holdId: 'w-paid' });
    await hold(b, units(15), 'w-returned', 'card-rub');
    await ledger.releaseHold({ holdId: 'w-returned' });
    await hold(a, 3_000_000n, 'w-open', 'usdt-trc20');
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const get = (url: string, auth = finance.auth) => t.app.inject({ url, headers: auth });

  async function entries(): Promise<EntryRow[]> {
    const result = await t.database.db.execute(sql`
      select t.id::text as transfer_id, t.kind as transfer_kind, t.metadata, a.owner_type,
        a.kind as account_kind, a.user_id, e.currency, e.amount::text as amount
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id`);
    return (result as unknown as { rows: EntryRow[] }).rows;
  }

  const sum = (rows: EntryRow[]) => rows.reduce((total, row) => total + BigInt(row.amount), 0n);
  const on = (rows: EntryRow[], kind: string) =>
    rows.filter((row) => row.owner_type === 'house' && row.account_kind === kind);

  it('GGR by game equals a recomputation from the ledger entries, to the minor unit', async () => {
    const report = ZGgrResponse.parse((await get('/api/admin/reports/ggr?groupBy=game')).json());
    const rows = await entries();
    const games = [
      ...new Set(on(rows, 'house_bets').map((row) => String(row.metadata.game))),
    ].sort();
    expect(games).toEqual(['dice', 'limbo', 'mines']);
    expect(report.data.map((row) => row.key)).toEqual(games);
    for (const game of games) {
      const ofGame = rows.filter((row) => row.metadata.game === game);
      const bets = sum(on(ofGame, 'house_bets'));
      const wins = -sum(on(ofGame, 'house_wins'));
      expect(report.data.find((row) => row.key === game)).toMatchObject({
        currency: 'USD',
        bets: usd(bets),
        wins: usd(wins),
        ggr: usd(bets - wins),
        bonusCost: null,
        ngr: null,
      });
    }
    // The scripted figures: mines lost 15.5 to the player; limbo kept 6.333333 (the refund undid a stake).
    expect(report.data.find((row) => row.key === 'mines')?.ggr).toBe('-15.500000');
    expect(report.data.find((row) => row.key === 'limbo')).toMatchObject({
      bets: '7.333333',
      ggr: '6.333333',
      betCount: 2,
    });
    expect(report.data.find((row) => row.key === 'dice')?.betCount).toBe(4);
    const providers = ZGgrResponse.parse(
      (await get('/api/admin/reports/ggr?groupBy=provider')).json(),
    );
    expect(providers.data.map((row) => row.key)).toEqual(['originals']);
  });

  it('GGR and NGR by day and by currency agree with the ledger; NGR takes off the net bonus cost', async () => {
    const rows = await entries();
    const bets = sum(on(rows, 'house_bets'));
    const wins = -sum(on(rows, 'house_wins'));
    const bonusCost = -sum(on(rows, 'house_bonuses'));
    expect(bonusCost).toBe(20_000_000n); // 20 + 5 granted, 5 forfeited back
    const expected = {
      currency: 'USD',
      bets: usd(bets),
      wins: usd(wins),
      ggr: usd(bets - wins),
      bonusCost: usd(bonusCost),
      ngr: usd(bets - wins - bonusCost),
    };
    const byCurrency = ZGgrResponse.parse(
      (await get('/api/admin/reports/ggr?groupBy=currency')).json(),
    );
    expect(byCurrency.data).toEqual([expect.objectContaining({ key: 'USD', ...expected })]);

    const today = t.clock.now().toISOString().slice(0, 10);
    const byDay = ZGgrResponse.parse(
      (await get(`/api/admin/reports/ggr?groupBy=day&from=${today}&to=${today}`)).json(),
    );
    expect(byDay.data).toEqual([expect.objectContaining({ key: today, ...expected })]);
    // Thirty days by default, every day present, zeros included.
    const month = ZGgrResponse.parse((await get('/api/admin/reports/ggr')).json());
    expect(month.data).toHaveLength(30);
    expect(month.data.at(-1)).toMatchObject({ key: today, ggr: expected.ggr });
    expect(month.data[0]).toMatchObject({ bets: '0.000000', ngr: '0.000000' });
  });

  it('deposits and withdrawals by method and status equal the ledger', async () => {
    const report = ZPaymentsResponse.parse((await get('/api/admin/reports/payments')).json());
    expect(report.data).toEqual([
      {
        direction: 'deposit',
        method: 'card-rub',
        status: 'completed',
        currency: 'USD',
        count: 1,
        amount: '120.000000',
      },
      {
        direction: 'deposit',
        method: 'other',
        status: 'completed',
        currency: 'USD',
        count: 1,
        amount: '50.500000',
      },
      {
        direction: 'deposit',
        method: 'usdt-trc20',
        status: 'completed',
        currency: 'USD',
        count: 1,
        amount: '300.000000',
      },
      {
        direction: 'withdrawal',
        method: 'card-rub',
        status: 'requested',
        currency: 'USD',
        count: 1,
        amount: '15.000000',
      },
      {
        direction: 'withdrawal',
        method: 'card-rub',
        status: 'returned',
        currency: 'USD',
        count: 1,
        amount: '15.000000',
      },
      {
        direction: 'withdrawal',
        method: 'usdt-trc20',
        status: 'paid',
        currency: 'USD',
        count: 1,
        amount: '40.000000',
      },
      {
        direction: 'withdrawal',
        method: 'usdt-trc20',
        status: 'requested',
        currency: 'USD',
        count: 2,
        amount: '43.000000',
      },
    ]);
    const rows = await entries();
    const deposits = -sum(
      on(
        rows.filter((row) => row.transfer_kind === 'deposit'),
        'house_custody',
      ),
    );
    const reported = report.data
      .filter((row) => row.direction === 'deposit')
      .reduce((total, row) => total + BigInt(row.amount.replace('.', '')), 0n);
    expect(reported).toBe(deposits);
  });

  it('counts new and active players per day, and sums today and the last 30 days', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const players = ZPlayersResponse.parse((await get('/api/admin/reports/players')).json());
    expect(players.data).toHaveLength(30);
    expect(players.data.at(-1)).toEqual({
      day: today,
      newPlayers: 3,
      activePlayers: 2,
      depositors: 2,
    });
    const summary = ZReportSummaryResponse.parse((await get('/api/admin/reports/summary')).json());
    const ggr = ZGgrResponse.parse((await get('/api/admin/reports/ggr?groupBy=currency')).json())
      .data[0];
    for (const period of [summary.today, summary.last30Days]) {
      expect(period).toMatchObject({ newPlayers: 3, activePlayers: 2 });
      expect(period.currencies).toEqual([
        {
          currency: 'USD',
          deposits: '470.500000',
          depositCount: 3,
          withdrawals: '40.000000',
          withdrawalCount: 1,
          bets: ggr?.bets,
          wins: ggr?.wins,
          ggr: ggr?.ggr,
          bonusCost: ggr?.bonusCost,
          ngr: ggr?.ngr,
        },
      ]);
    }
    expect(summary.today.from).toBe(today);
  });

  it('exports CSV with the same figures', async () => {
    const response = await get('/api/admin/reports/ggr.csv?groupBy=game');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ggr-by-game-/);
    const json = ZGgrResponse.parse((await get('/api/admin/reports/ggr?groupBy=game')).json());
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('game,currency,bets,wins,ggr,bonus_cost,ngr,bet_count');
    expect(lines[1]).toBe(
      [
        json.data[0]?.key,
        'USD',
        json.data[0]?.bets,
        json.data[0]?.wins,
        json.data[0]?.ggr,
        '',
        '',
        json.data[0]?.betCount,
      ].join(','),
    );
    expect(lines.at(-1)).toBe('');
    const payments = await get('/api/admin/reports/payments.csv');
    expect(payments.body.split('\r\n')[0]).toBe('direction,method,status,currency,count,amount');
    expect(payments.body).toContain('withdrawal,usdt-trc20,paid,USD,1,40.000000');
    const players = await get('/api/admin/reports/players.csv');
    expect(players.body.split('\r\n')).toHaveLength(32);
  });

  it('is for finance and admin: 401 for guests, 403 for support and content; bad ranges get field errors', async () => {
    expectErrorBody(await t.app.inject({ url: '/api/admin/reports/summary' }), 401, 'unauthorized');
    for (const role of ['support', 'content'] as const) {
      const other = await createStaff(t.app, [role]);
      expectErrorBody(await get('/api/admin/reports/ggr', other.auth), 403, 'forbidden');
      expectErrorBody(await get('/api/admin/reports/ggr.csv', other.auth), 403, 'forbidden');
    }
    const admin = await createStaff(t.app, ['admin']);
    expect((await get('/api/admin/reports/summary', admin.auth)).statusCode).toBe(200);
    const bad = expectErrorBody(
      await get('/api/admin/reports/ggr?groupBy=player&from=2026-13-01'),
      400,
      'validation_error',
    );
    expect(Object.keys(bad.fields as object).sort()).toEqual(['from', 'groupBy']);
    expectErrorBody(
      await get('/api/admin/reports/payments?from=2026-02-01&to=2026-01-01'),
      400,
      'validation_error',
    );
    expectErrorBody(
      await get('/api/admin/reports/players?from=2024-01-01&to=2026-01-01'),
      400,
      'validation_error',
    );
  });
});
