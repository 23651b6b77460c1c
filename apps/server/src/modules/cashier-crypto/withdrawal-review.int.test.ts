import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalsResponse,
  type AdminWithdrawal,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZBalance, ZTransaction, ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  stepUp,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';
import { listenForWebsockets, openPlayerSocket, type TestSocket } from '../../test/ws-client';
import { SIMULATED_PAYOUT_FAILURE } from './simulated-gateway';

const EXTERNAL_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** A valid TRON address with the simulator's failing-payout marker at its end. */
const FAILING_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpdead';
/** One TRON confirmation on the simulated chain (its default block time). */
const BLOCK_MS = 2000;

/** The first message on `channel` whose data `matches`, skipping earlier ones still in flight. */
async function nextMatching<T>(
  socket: TestSocket,
  channel: string,
  parse: (data: unknown) => T,
  matches: (value: T) => boolean,
): Promise<T> {
  for (;;) {
    const value = parse(((await socket.nextOn(channel)) as { data: unknown }).data);
    if (matches(value)) return value;
  }
}

describe.each(databaseTargets())(
  'crypto withdrawal review on the simulated chain on %s',
  (target) => {
    let t: TestApp;
    let url: string;
    let finance: { authorization: string };
    beforeAll(async () => {
      t = await createTestApp(target);
      url = await listenForWebsockets(t.app);
      finance = (await createStaff(t.app, ['finance'])).auth;
    });
    afterAll(async () => {
      if (!t) return;
      await expectLedgerConsistent(t.database.db);
      await t.close();
    });

    const funded = async (amount = '100') => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, amount);
      return player;
    };

    const withdraw = async (player: TestPlayer, amount: string, address = EXTERNAL_TRON) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { currency: 'USDT-TRC20', address, amount, memo: null, provider: null },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZTransaction.parse(response.json());
    };

    const approve = async (id: string): Promise<AdminWithdrawal> => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/approve`,
        headers: finance,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZAdminWithdrawal.parse(response.json());
    };

    const statusOf = async (id: string) => {
      const response = await t.app.inject({
        url: '/api/admin/withdrawals?limit=100',
        headers: finance,
      });
      return ZAdminWithdrawalsResponse.parse(response.json()).data.find((item) => item.id === id);
    };

    const historyItem = async (player: TestPlayer, id: string) => {
      const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      return ZTransactionsResponse.parse(response.json()).items.find((item) => item.id === id);
    };

    it('completes a simulated payout after the network’s confirmations, telling the player live', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const socket = await openPlayerSocket(t.app, url, player.auth, ['transaction']);
      const sent = await approve(created.id);
      expect(sent).toMatchObject({
        status: 'processing',
        payoutId: expect.stringMatching(/^sim_/),
      });
      const closed = await nextMatching(
        socket,
        'transaction',
        ZTransaction.parse,
        (item) => item.cancellableUntil === null,
      );
      expect(closed).toMatchObject({ id: created.id, status: 'processing' });
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'processing',
        cancellableUntil: null,
      });

      await t.app.services.payouts.processSentPayouts();
      expect(await statusOf(created.id)).toMatchObject({ status: 'processing', txHash: null });

      t.clock.advance(BLOCK_MS);
      await t.app.services.payouts.processSentPayouts();
      const done = await statusOf(created.id);
      expect(done).toMatchObject({
        status: 'completed',
        txHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const completed = await nextMatching(
        socket,
        'transaction',
        ZTransaction.parse,
        (item) => item.status === 'completed',
      );
      expect(completed).toMatchObject({
        id: created.id,
        status: 'completed',
        externalId: done?.txHash,
      });
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
      socket.close();
    });

    it('returns the money when a simulated payout fails, with the balance sent live', async () => {
      const player = await funded();
      const created = await withdraw(player, '30', FAILING_TRON);
      expect(await mainBalanceOf(t.app, player)).toBe('69.000000');
      await approve(created.id);
      const socket = await openPlayerSocket(t.app, url, player.auth, ['balance', 'transaction']);
      t.clock.advance(BLOCK_MS);
      await t.app.services.payouts.processSentPayouts();

      const declined = await nextMatching(
        socket,
        'transaction',
        ZTransaction.parse,
        (item) => item.status === 'declined',
      );
      expect(declined).toMatchObject({
        id: created.id,
        status: 'declined',
        reason: SIMULATED_PAYOUT_FAILURE,
      });
      const balance = await nextMatching(
        socket,
        'balance',
        ZBalance.parse,
        (item) => item.fiat.value !== '69.000000',
      );
      expect(balance.fiat.value).toBe('100.000000');
      expect(await statusOf(created.id)).toMatchObject({
        status: 'declined',
        declineReason: SIMULATED_PAYOUT_FAILURE,
      });
      socket.close();
    });

    it('approves automatically only below the operator’s threshold and after the cancel window', async () => {
      const staff = await createStaff(t.app, ['finance']);
      const setThreshold = async (value: string) => {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: staff.auth,
          payload: { 'withdraw.autoApproveBelow': value },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      const player = await funded('500');
      const small = await withdraw(player, '20');
      const large = await withdraw(player, '60');
      await setThreshold('50.00');

      t.clock.advance(599_000);
      await t.app.services.withdrawalReview.approveDue();
      expect(await statusOf(small.id)).toMatchObject({ status: 'pending' });
      expect(await historyItem(player, small.id)).toMatchObject({
        cancellableUntil: expect.any(Number),
      });

      t.clock.advance(2_000);
      await t.app.services.withdrawalReview.approveDue();
      expect(await statusOf(small.id)).toMatchObject({ status: 'processing', reviewedBy: null });
      expect(await statusOf(large.id)).toMatchObject({ status: 'pending' });

      await setThreshold('0');
      // Ten minutes after the sign-in: the withdrawal asks for the password again first.
      await stepUp(t.app, player);
      const later = await withdraw(player, '20');
      t.clock.advance(601_000);
      await t.app.services.withdrawalReview.approveDue();
      expect(await statusOf(later.id)).toMatchObject({ status: 'pending' });

      await setThreshold('100.00');
      await t.app.services.withdrawalReview.approveDue();
      expect(await statusOf(large.id)).toMatchObject({ status: 'processing' });
      expect(await statusOf(later.id)).toMatchObject({ status: 'processing' });
    });
  },
);

describe.each(databaseTargets())(
  'crypto withdrawal review without a chain gateway on %s',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      // No simulators and no processing service: no chain gateway at all.
      t = await createTestApp(target, { env: { SIMULATORS: 'false' } });
    });
    afterAll(async () => {
      if (!t) return;
      await expectLedgerConsistent(t.database.db);
      await t.close();
    });

    it('answers 503 to an approval and changes nothing: still pending, and the player may still cancel', async () => {
      const finance = (await createStaff(t.app, ['finance'])).auth;
      const player = await registerPlayer(t.app);
      const credited = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${await globalIdOf(t.app, player.auth)}/adjustments`,
        headers: { ...finance, 'idempotency-key': randomUUID() },
        payload: { amount: '100', currency: 'USD', reason: 'Test funds' },
      });
      expect(credited.statusCode, credited.body).toBe(200);
      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: {
          currency: 'USDT-TRC20',
          address: EXTERNAL_TRON,
          amount: '20',
          memo: null,
          provider: null,
        },
      });
      expect(requested.statusCode, requested.body).toBe(200);
      const created = ZTransaction.parse(requested.json());

      expectErrorBody(
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/withdrawals/${created.id}/approve`,
          headers: finance,
        }),
        503,
        'service_unavailable',
      );
      const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      expect(ZTransactionsResponse.parse(history.json()).items[0]).toEqual(created);
      const queue = await t.app.inject({ url: '/api/admin/withdrawals', headers: finance });
      expect(ZAdminWithdrawalsResponse.parse(queue.json()).data[0]).toMatchObject({
        id: created.id,
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
      });
      expect(await t.app.services.audit.entriesFor('crypto_withdrawal', created.id)).toEqual([]);

      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/txns/cancel/${created.id}`,
        headers: player.auth,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    });
  },
);
