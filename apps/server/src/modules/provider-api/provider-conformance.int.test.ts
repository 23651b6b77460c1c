import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
  walletSession,
  type TestProvider,
  type WalletSession,
} from '../../test/provider-wallet';

/**
 * The conformance list of issue 14 §6, one case each, against a provider that signs with HMAC
 * (provider-api.int.test.ts covers the same ground for RSA): duplicate request id, duplicate
 * transaction, rollback before bet, rollback of an unknown transaction, win without a bet,
 * insufficient funds, expired token on bet but not on win or rollback, bad signature, wrong
 * currency. Every case checks the answer, the balance it carries and the money afterwards.
 */
describe.each(databaseTargets())('provider API conformance (HMAC) on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app, { kind: 'hmac', secret });
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const call = (path: string, body: Record<string, unknown>, signature?: string) =>
    walletCall(t.app, provider, path, body, signature);
  const bet = (s: WalletSession, extra: Record<string, unknown>) =>
    call('/transaction/bet', moneyBody(s, extra));
  const main = (s: WalletSession) => mainBalanceOf(t.app, s.player);

  it('duplicate request id: the first answer again, money moved once', async () => {
    const s = await walletSession(t.app, provider, '20');
    const body = moneyBody(s, { amount: 5 * USD });
    const first = await call('/transaction/bet', body);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 15 * USD });
    await bet(s, { amount: USD });
    // The balance moved since; the replay still answers what the first call answered.
    expect(await call('/transaction/bet', body)).toEqual(first);
    // A different body under a used request id is not that request.
    const reused = await call('/transaction/bet', { ...body, amount: 2 * USD });
    expect(reused.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await main(s)).toBe('14.000000');
  });

  it('duplicate transaction: a retry answers as the first, other content is refused', async () => {
    const s = await walletSession(t.app, provider, '20');
    const round = randomUUID();
    await bet(s, { round, amount: 4 * USD });
    const win = moneyBody(s, { round, amount: 6 * USD });
    const first = await call('/transaction/win', win);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 22 * USD });
    const retry = await call('/transaction/win', { ...win, request_uuid: randomUUID() });
    expect(retry).toMatchObject({ status: 'RS_OK', balance: 22 * USD });
    const changed = await call('/transaction/win', {
      ...win,
      request_uuid: randomUUID(),
      amount: 60 * USD,
    });
    expect(changed).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 22 * USD });
    // The same id used for another kind of call is a duplicate too, not a second movement.
    const asBet = await call('/transaction/bet', { ...win, request_uuid: randomUUID() });
    expect(asBet.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await main(s)).toBe('22.000000');
  });

  it('rollback before bet: recorded, and the late bet is refused without a debit', async () => {
    const s = await walletSession(t.app, provider, '10');
    const late = moneyBody(s, { amount: 3 * USD });
    const rollback = await call(
      '/transaction/rollback',
      moneyBody(s, { round: late.round, reference_transaction_uuid: late.transaction_uuid }),
    );
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: 10 * USD });
    const refused = await call('/transaction/bet', late);
    expect(refused).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 10 * USD,
    });
    // Its retry is refused the same way.
    const again = await call('/transaction/bet', { ...late, request_uuid: randomUUID() });
    expect(again.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await main(s)).toBe('10.000000');
  });

  it('rollback of an unknown transaction: acknowledged once, repeated identically, no money', async () => {
    const s = await walletSession(t.app, provider, '10');
    const body = moneyBody(s, { reference_transaction_uuid: randomUUID() });
    const first = await call('/transaction/rollback', body);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 10 * USD });
    const retried = await call('/transaction/rollback', { ...body, request_uuid: randomUUID() });
    expect(retried).toMatchObject({ status: 'RS_OK', balance: 10 * USD });
    // A rollback naming a win is not a rollback of a stake.
    const round = randomUUID();
    await bet(s, { round, amount: USD });
    const win = moneyBody(s, { round, amount: 2 * USD });
    await call('/transaction/win', win);
    const ofWin = await call(
      '/transaction/rollback',
      moneyBody(s, { round, reference_transaction_uuid: win.transaction_uuid }),
    );
    expect(ofWin).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES', balance: 11 * USD });
    expect(await main(s)).toBe('11.000000');
  });

  it('win without a bet: refused with the balance, nothing credited', async () => {
    const s = await walletSession(t.app, provider, '10');
    const orphan = await call('/transaction/win', moneyBody(s, { amount: 50 * USD }));
    expect(orphan).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 10 * USD,
    });
    expect(await main(s)).toBe('10.000000');

    // A round whose every bet was rolled back has nothing standing to pay; a zero win closes it.
    const round = randomUUID();
    const staked = moneyBody(s, { round, amount: 4 * USD });
    await call('/transaction/bet', staked);
    await call(
      '/transaction/rollback',
      moneyBody(s, { round, reference_transaction_uuid: staked.transaction_uuid }),
    );
    const afterRollback = await call('/transaction/win', moneyBody(s, { round, amount: 9 * USD }));
    expect(afterRollback).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 10 * USD,
    });
    const closing = moneyBody(s, { round, amount: 0, round_closed: true });
    expect(await call('/transaction/win', closing)).toMatchObject({
      status: 'RS_OK',
      balance: 10 * USD,
    });
    expect(await main(s)).toBe('10.000000');
  });

  it('a refused request repeated gets its first answer, even once the cause is gone', async () => {
    const s = await walletSession(t.app, provider, '3');
    const refused = moneyBody(s, { amount: 5 * USD });
    const first = await call('/transaction/bet', refused);
    expect(first).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 3 * USD });
    await fund(t.app, s.player.email, '10');
    // The same request: the same refusal, nothing debited; a new request for it is a new call.
    expect(await call('/transaction/bet', refused)).toEqual(first);
    expect(await main(s)).toBe('13.000000');
    const again = await call('/transaction/bet', { ...refused, request_uuid: randomUUID() });
    expect(again).toMatchObject({ status: 'RS_OK', balance: 8 * USD });
    // A used request id with another body is still refused, now with the balance.
    const reused = await call('/transaction/bet', { ...refused, amount: USD });
    expect(reused).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 8 * USD });
    expect(await main(s)).toBe('8.000000');
  });

  it('insufficient funds: refused with the balance; the exact balance can be staked', async () => {
    const s = await walletSession(t.app, provider, '7');
    const over = await bet(s, { amount: 7 * USD + 1 });
    expect(over).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 7 * USD });
    const exact = await bet(s, { amount: 7 * USD });
    expect(exact).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await main(s)).toBe('0.000000');
  });

  it('expired token: refuses a bet, still pays a win and a rollback of its rounds', async () => {
    const s = await walletSession(t.app, provider, '20');
    const round = randomUUID();
    await bet(s, { round, amount: 5 * USD });
    const open = moneyBody(s, { amount: 3 * USD });
    await call('/transaction/bet', open);
    t.clock.advance(t.config.providerTokenTtlMs + 1);
    const refused = await bet(s, { amount: USD });
    expect(refused).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 12 * USD });
    const win = await call(
      '/transaction/win',
      moneyBody(s, { round, amount: 8 * USD, round_closed: true }),
    );
    expect(win).toMatchObject({ status: 'RS_OK', balance: 20 * USD });
    const rollback = await call(
      '/transaction/rollback',
      moneyBody(s, { round: open.round, reference_transaction_uuid: open.transaction_uuid }),
    );
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: 23 * USD });
    expect(await main(s)).toBe('23.000000');
  });

  it('bad signature: refused on every call without acting or telling the balance', async () => {
    const s = await walletSession(t.app, provider, '10');
    const round = randomUUID();
    const body = moneyBody(s, { round, amount: USD });
    const otherSecret = createHmac('sha256', 'x'.repeat(64))
      .update(JSON.stringify(body))
      .digest('hex');
    const signedOtherBody = createHmac('sha256', secret).update('{}').digest('hex');
    for (const signature of [otherSecret, signedOtherBody, 'zz', ''])
      for (const path of ['/transaction/bet', '/transaction/win', '/user/balance']) {
        const answer = await call(path, body, signature);
        expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
        expect(answer.balance).toBeUndefined();
      }
    // The genuine call with the same ids still acts: the refused ones left nothing behind.
    expect(await call('/transaction/bet', body)).toMatchObject({
      status: 'RS_OK',
      balance: 9 * USD,
    });
    expect(await main(s)).toBe('9.000000');
  });

  it('wrong currency: refused on bet, win and rollback with the balance', async () => {
    const s = await walletSession(t.app, provider, '10');
    const round = randomUUID();
    const stake = moneyBody(s, { round, amount: 2 * USD });
    await call('/transaction/bet', stake);
    for (const [path, extra] of [
      ['/transaction/bet', { amount: USD }],
      ['/transaction/win', { round, amount: USD }],
      ['/transaction/rollback', { round, reference_transaction_uuid: stake.transaction_uuid }],
    ] as const) {
      const answer = await call(path, moneyBody(s, { ...extra, currency: 'EUR' }));
      expect(answer).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 8 * USD });
    }
    expect(await main(s)).toBe('8.000000');
  });

  it('an inactive provider is not served at all', async () => {
    const s = await walletSession(t.app, provider, '10');
    const services = servicesOf(t.app);
    const row = { slug: provider.slug, name: 'Test provider', signature: 'hmac' as const };
    const base = {
      ...row,
      publicKey: null,
      secret,
      launchUrl: 'http://provider.test',
      currencies: ['USD'],
    };
    await services.providerLaunch.saveProvider({ ...base, active: false });
    try {
      const raw = JSON.stringify({ request_uuid: randomUUID(), token: s.token, user: s.user });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/provider/${provider.slug}/user/balance`,
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
        },
        payload: raw,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await services.providerLaunch.saveProvider({ ...base, active: true });
    }
  });
});
