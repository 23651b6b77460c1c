import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZTonBalances,
  ZTonDeposit,
  ZTonProofPayloadResponse,
  ZTonWallet,
  ZTonWalletResponse,
} from '@wheelhouse/contracts/ton-connect';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { startFakeToncenter, type FakeToncenter } from '../../test/fake-toncenter';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { depositLimitEdge, fund, mainBalanceOf } from '../../test/money';
import { TON_JOBS } from './jobs';
import { testWallet, testWalletConnectReply } from './test-wallet';

const API_KEY = 'toncenter-key-for-tests';
const DOMAIN = 'casino.test';
const DEPOSIT = new Address(0, Buffer.alloc(32, 0xd3));
const USDT = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');

describe.each(databaseTargets())('TON Connect deposits on %s', (target) => {
  let t: TestApp;
  let fake: FakeToncenter;

  beforeAll(async () => {
    fake = await startFakeToncenter({ apiKey: API_KEY });
    // The API role: no workers, so the test runs the chain poll itself (runNow).
    t = await createTestApp(target, {
      env: {
        ROLE: 'api',
        TON_CHAIN: 'toncenter',
        TONCENTER_URL: fake.url,
        TONCENTER_API_KEY: API_KEY,
        TON_DEPOSIT_ADDRESS: DEPOSIT.toString(),
        TON_PROOF_DOMAINS: DOMAIN,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (player: TestPlayer, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: player.auth, ...(payload ? { payload } : {}) });

  async function payloadFor(player: TestPlayer): Promise<string> {
    const response = await post(player, '/api/v1/wallet/ton/proof-payload');
    expect(response.statusCode, response.body).toBe(200);
    return ZTonProofPayloadResponse.parse(response.json()).payload;
  }

  async function connectReply(player: TestPlayer, seed: string, domain = DOMAIN) {
    return testWalletConnectReply(testWallet('tests', seed), {
      payload: await payloadFor(player),
      domain,
      now: t.clock.now(),
      network: '-239',
    });
  }

  async function connected(seed: string) {
    const player = await registerPlayer(t.app);
    const reply = await connectReply(player, seed);
    const response = await post(player, '/api/v1/wallet/ton/wallet', reply);
    expect(response.statusCode, response.body).toBe(200);
    return { player, wallet: Address.parseRaw(reply.address) };
  }

  async function deposit(player: TestPlayer, currency: string, amount: string) {
    const response = await post(player, '/api/v1/wallet/ton/deposits', { currency, amount });
    expect(response.statusCode, response.body).toBe(200);
    return ZTonDeposit.parse(response.json());
  }

  const poll = () => t.app.jobs.runNow(TON_JOBS.pollChain);

  describe('connecting a wallet', () => {
    it('stores a proven wallet and answers it in non-bounceable form', async () => {
      const player = await registerPlayer(t.app);
      const reply = await connectReply(player, 'connect-ok');
      const response = await post(player, '/api/v1/wallet/ton/wallet', reply);
      expect(response.statusCode, response.body).toBe(200);
      const wallet = ZTonWallet.parse(response.json());
      expect(wallet.address).toBe(reply.address);
      expect(wallet.friendlyAddress.startsWith('UQ')).toBe(true);
      expect(Address.parse(wallet.friendlyAddress).toRawString()).toBe(reply.address);
      const read = await t.app.inject({ url: '/api/v1/wallet/ton/wallet', headers: player.auth });
      expect(ZTonWalletResponse.parse(read.json()).wallet?.friendlyAddress).toBe(
        wallet.friendlyAddress,
      );
    });

    it('refuses a replayed payload, another player’s payload, a foreign domain and bad fields', async () => {
      const player = await registerPlayer(t.app);
      const reply = await connectReply(player, 'replay');
      expect((await post(player, '/api/v1/wallet/ton/wallet', reply)).statusCode).toBe(200);
      const replay = await post(player, '/api/v1/wallet/ton/wallet', reply);
      expect(expectErrorBody(replay, 400, 'validation_error').fields).toMatchObject({
        proof: { key: 'Validation.ton_proof_invalid', params: { reason: 'payload' } },
      });

      const other = await registerPlayer(t.app);
      const stolen = await connectReply(player, 'stolen');
      expectErrorBody(
        await post(other, '/api/v1/wallet/ton/wallet', stolen),
        400,
        'validation_error',
      );

      const foreign = await connectReply(other, 'foreign', 'evil.test');
      const refused = await post(other, '/api/v1/wallet/ton/wallet', foreign);
      expect(expectErrorBody(refused, 400, 'validation_error').fields).toMatchObject({
        proof: { params: { reason: 'domain' } },
      });
      const malformed = await post(other, '/api/v1/wallet/ton/wallet', {
        ...foreign,
        address: 'not-an-address',
      });
      expectErrorBody(malformed, 400, 'validation_error');
      expect(
        (await t.app.inject({ url: '/api/v1/wallet/ton/wallet', headers: other.auth })).json(),
      ).toEqual({
        wallet: null,
      });
    });

    it('refuses a wallet another player has connected (409)', async () => {
      await connected('shared-wallet');
      const second = await registerPlayer(t.app);
      const reply = await connectReply(second, 'shared-wallet');
      expectErrorBody(await post(second, '/api/v1/wallet/ton/wallet', reply), 409, 'conflict');
    });
  });

  describe('building a deposit', () => {
    it('TON: valid 360 s, the amount in nanotons to our wallet; below the minimum is refused', async () => {
      const { player, wallet } = await connected('build-ton');
      const built = await deposit(player, 'TON', '2.5');
      expect(built.status).toBe('open');
      expect(built.transaction.validUntil).toBe(Math.floor(t.clock.now().getTime() / 1000) + 360);
      expect(built.transaction.from).toBe(wallet.toRawString());
      expect(built.transaction.messages).toHaveLength(1);
      expect(Address.parse(built.transaction.messages[0]!.address).equals(DEPOSIT)).toBe(true);
      expect(built.transaction.messages[0]!.amount).toBe('2500000000');
      expect(built.comment).toMatch(/^WH[A-Z2-9]{10}$/);

      const low = await post(player, '/api/v1/wallet/ton/deposits', {
        currency: 'TON',
        amount: '0.4',
      });
      expect(expectErrorBody(low, 400, 'validation_error').fields).toMatchObject({
        amount: {
          key: 'Validation.minimum_amount',
          params: { amount: '0.500000000', currency: 'TON' },
        },
      });
      const tooPrecise = await post(player, '/api/v1/wallet/ton/deposits', {
        currency: 'USDT-TON',
        amount: '1.0000001',
      });
      expectErrorBody(tooPrecise, 400, 'validation_error');
    });

    it('USDT: one message to the payer’s jetton wallet; without one it is refused', async () => {
      const { player, wallet } = await connected('build-usdt');
      expectErrorBody(
        await post(player, '/api/v1/wallet/ton/deposits', { currency: 'USDT-TON', amount: '5' }),
        400,
        'validation_error',
      );
      const jettonWallet = new Address(0, Buffer.alloc(32, 7));
      fake.setJettonWallet(wallet, USDT, jettonWallet, 20_000_000n);
      const built = await deposit(player, 'USDT-TON', '5');
      expect(Address.parse(built.transaction.messages[0]!.address).equals(jettonWallet)).toBe(true);
      expect(built.transaction.messages[0]!.amount).toBe('110000000');
    });

    it('needs a connected wallet, and shows no one else’s deposit', async () => {
      const stranger = await registerPlayer(t.app);
      expectErrorBody(
        await post(stranger, '/api/v1/wallet/ton/deposits', { currency: 'TON', amount: '1' }),
        404,
        'not_found',
      );
      const { player } = await connected('isolation');
      const built = await deposit(player, 'TON', '1');
      const other = await t.app.inject({
        url: `/api/v1/wallet/ton/deposits/${built.id}`,
        headers: stranger.auth,
      });
      expectErrorBody(other, 404, 'not_found');
    });
  });

  describe('responsible gaming', () => {
    const setDepositLimit = async (player: TestPlayer, amount: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/responsible-gaming/limits',
        headers: player.auth,
        payload: { kind: 'deposit', period: 'day', amount },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('a deposit limit lets a transaction exactly at it be built, refuses one minor unit over, and an excluded player gets none; a transfer sent anyway is credited', async () => {
      const edge = await depositLimitEdge(t.app, 'TON', '2');
      const { player, wallet } = await connected('rg-edge');
      await setDepositLimit(player, edge.exact);
      const built = await deposit(player, 'TON', '2');

      const over = await connected('rg-over');
      await setDepositLimit(over.player, edge.oneUnitUnder);
      const refused = expectErrorBody(
        await post(over.player, '/api/v1/wallet/ton/deposits', { currency: 'TON', amount: '2' }),
        403,
        'rg_deposit_limit',
      );
      expect(refused).toMatchObject({ period: 'day', left: edge.oneUnitUnder, currency: 'USD' });

      const excluded = await connected('rg-excluded');
      const block = await post(excluded.player, '/api/v1/responsible-gaming/block', {
        kind: 'self_exclusion',
        duration: '6m',
      });
      expect(block.statusCode, block.body).toBe(200);
      expectErrorBody(
        await post(excluded.player, '/api/v1/wallet/ton/deposits', {
          currency: 'TON',
          amount: '2',
        }),
        403,
        'rg_self_exclusion',
      );

      // The limit is used up meanwhile, but what reaches the chain cannot be refused: credited.
      await fund(t.app, player.email, '1');
      fake.addTonTransfer({
        account: DEPOSIT,
        from: wallet,
        nanotons: 2_000_000_000n,
        comment: built.comment,
      });
      await poll();
      expect(await mainBalanceOf(t.app, player)).toBe('11.400000');
    });
  });

  describe('crediting from the chain', () => {
    it('credits a transfer once, however often it is seen, at the house rate', async () => {
      const { player, wallet } = await connected('credit-once');
      const built = await deposit(player, 'TON', '2');
      const sent = await post(player, `/api/v1/wallet/ton/deposits/${built.id}/sent`, {
        boc: 'te6cckEBAQEAAgAAAEysuc0=',
      });
      expect(sent.statusCode, sent.body).toBe(204);

      const first = fake.addTonTransfer({
        account: DEPOSIT,
        from: wallet,
        nanotons: 2_000_000_000n,
        comment: built.comment,
      });
      await poll();
      // The indexer reports the same transaction again; a second poll runs too.
      fake.addTonTransfer({
        account: DEPOSIT,
        from: wallet,
        nanotons: 2_000_000_000n,
        comment: built.comment,
        hash: first.hash,
      });
      await poll();
      await poll();
      // 2 TON × 5.2 USD.
      expect(await mainBalanceOf(t.app, player)).toBe('10.400000');

      const status = await t.app.inject({
        url: `/api/v1/wallet/ton/deposits/${built.id}`,
        headers: player.auth,
      });
      const followed = ZTonDeposit.parse(status.json());
      expect(followed.status).toBe('credited');
      expect(followed.credited).toMatchObject({
        type: 'deposit',
        status: 'completed',
        originalAmount: { value: '2.000000000', currency: 'TON' },
      });
    });

    it('credits USDT by comment, and a connected wallet’s transfer without a comment', async () => {
      const { player, wallet } = await connected('credit-usdt');
      const built = await deposit(player, 'TON', '1').then((row) => row.comment);
      fake.addJettonTransfer({
        owner: DEPOSIT,
        from: wallet,
        master: USDT,
        amount: 3_000_000n,
        comment: built,
      });
      fake.addTonTransfer({ account: DEPOSIT, from: wallet, nanotons: 1_000_000_000n });
      await poll();
      // 3 USDT + 1 TON × 5.2.
      expect(await mainBalanceOf(t.app, player)).toBe('8.200000');
    });

    it('credits nothing for an unknown comment from an unknown wallet, nor below the minimum', async () => {
      const { player, wallet } = await connected('unknown');
      const stranger = new Address(0, Buffer.alloc(32, 0x5a));
      fake.addTonTransfer({
        account: DEPOSIT,
        from: stranger,
        nanotons: 9_000_000_000n,
        comment: 'WHNOBODY',
      });
      const comment = (await deposit(player, 'TON', '1')).comment;
      fake.addTonTransfer({ account: DEPOSIT, from: wallet, nanotons: 100_000_000n, comment });
      await poll();
      expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
      const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      expect(
        history.json<{ items: Array<{ status: string; reason?: string }> }>().items[0],
      ).toMatchObject({
        status: 'declined',
      });
    });

    it('shows the connected wallet’s balances read from the chain', async () => {
      const { player, wallet } = await connected('balances');
      fake.setBalance(wallet, 12_345_000_000n);
      fake.setJettonWallet(wallet, USDT, new Address(0, Buffer.alloc(32, 8)), 7_500_000n);
      const response = await t.app.inject({
        url: '/api/v1/wallet/ton/balances',
        headers: player.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZTonBalances.parse(response.json())).toEqual({
        ton: '12.345000000',
        usdt: '7.500000',
      });
    });

    it('leaves the ledger consistent', async () => {
      await expectLedgerConsistent(t.database.db);
    });
  });
});
