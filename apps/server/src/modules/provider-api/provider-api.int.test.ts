import { sql } from 'drizzle-orm';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGamesPage } from '@wheelhouse/contracts/games';
import {
  ZLaunchResponse,
  ZWalletResponse,
  type WalletResponse,
} from '@wheelhouse/contracts/provider-api';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';

/** Protocol amounts are 1/100,000 units: 1 USD = 100,000. */
const USD = 100_000;
const PROVIDER = 'demo-provider';

describe.each(databaseTargets())('provider wallet API on %s', (target) => {
  let t: TestApp;
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  let slotId: number;
  let slotCode: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    const services = servicesOf(t.app);
    await services.games.seedDemo();
    await services.providerLaunch.saveProvider({
      slug: PROVIDER,
      name: 'Test provider',
      signature: 'rsa',
      publicKey: keys.publicKey,
      secret: null,
      launchUrl: 'http://provider.test',
      currencies: ['USD'],
      active: true,
    });
    const slots = ZGamesPage.parse(
      (await t.app.inject({ url: '/api/v2/games/collection?category=slots&limit=100' })).json(),
    );
    const slot = slots.data.find(
      (game) => game.connected && game.blacklists.currencies.length === 0,
    );
    if (!slot) throw new Error('no connected slot in the demo catalogue');
    slotId = slot.id;
    slotCode = 'slot';
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const launch = (gameId: number, mode: 'real' | 'demo', player?: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${gameId}/launch`,
      headers: player?.auth ?? {},
      payload: { mode },
    });

  async function session(amount = '100') {
    const player = await registerPlayer(t.app);
    if (amount !== '0') await fund(t.app, player.email, amount);
    const response = await launch(slotId, 'real', player);
    expect(response.statusCode, response.body).toBe(200);
    const launched = ZLaunchResponse.parse(response.json());
    const token = new URL(launched.url).searchParams.get('token')!;
    return { player, token, user: await globalIdOf(t.app, player.auth) };
  }

  function call(path: string, body: Record<string, unknown>, signature?: string) {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: `/api/provider/${PROVIDER}${path}`,
      headers: {
        'content-type': 'application/json',
        'x-signature':
          signature ?? sign('sha256', Buffer.from(raw), keys.privateKey).toString('base64'),
      },
      payload: raw,
    });
  }

  async function wallet(path: string, body: Record<string, unknown>): Promise<WalletResponse> {
    const response = await call(path, body);
    expect(response.statusCode, response.body).toBe(200);
    return ZWalletResponse.parse(response.json());
  }

  type Session = Awaited<ReturnType<typeof session>>;
  const money = (s: Session, extra: Record<string, unknown>) => ({
    request_uuid: randomUUID(),
    token: s.token,
    user: s.user,
    game_code: slotCode,
    currency: 'USD',
    round: randomUUID(),
    transaction_uuid: randomUUID(),
    ...extra,
  });

  describe('launch', () => {
    it('gives a signed-in player a token-bearing frame URL and a guest demo only', async () => {
      const player = await registerPlayer(t.app);
      const real = ZLaunchResponse.parse((await launch(slotId, 'real', player)).json());
      const url = new URL(real.url);
      expect(url.origin).toBe('http://provider.test');
      expect(url.pathname).toBe(`/games/${slotCode}`);
      expect(url.searchParams.get('mode')).toBe('real');
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(real.currency).toBe('USD');
      expect(real.expiresAt).not.toBeNull();

      const guestReal = await launch(slotId, 'real');
      expect(guestReal.statusCode).toBe(403);
      expect(guestReal.json()).toMatchObject({ detail: 'forbidden', reason: 'sign_in_required' });
      const demo = ZLaunchResponse.parse((await launch(slotId, 'demo')).json());
      expect(new URL(demo.url).searchParams.get('token')).toBeNull();
      expect(new URL(demo.url).searchParams.get('mode')).toBe('demo');
    });

    it('opens the game in the page’s language, else the profile’s, and refuses an unknown one', async () => {
      const player = await registerPlayer(t.app);
      const langOf = async (
        payload: Record<string, unknown>,
        auth: Record<string, string> = player.auth,
      ) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v2/games/${slotId}/launch`,
          headers: auth,
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        return new URL(ZLaunchResponse.parse(response.json()).url).searchParams.get('lang');
      };
      // The profile says English; the page the player reads says Russian.
      expect(await langOf({ mode: 'real' })).toBe('en');
      expect(await langOf({ mode: 'real', lang: 'ru' })).toBe('ru');
      expect(await langOf({ mode: 'demo', lang: 'kk' }, {})).toBe('kk');
      expect(await langOf({ mode: 'demo' }, {})).toBe('en');
      const unknown = await t.app.inject({
        method: 'POST',
        url: `/api/v2/games/${slotId}/launch`,
        headers: player.auth,
        payload: { mode: 'real', lang: 'xx' },
      });
      expectErrorBody(unknown, 400, 'validation_error');
    });

    it('refuses a game blocked for the currency and one no provider serves', async () => {
      const games = ZGamesPage.parse(
        (await t.app.inject({ url: '/api/v2/games/collection?limit=100' })).json(),
      );
      const blocked = games.data.find((game) => game.blacklists.currencies.includes('RUB'))!;
      const rubPlayer = await registerPlayer(t.app, { currency: 'RUB' });
      const refused = await launch(blocked.id, 'real', rubPlayer);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ detail: 'forbidden', reason: 'currency' });

      // Where the request comes from: Wild West Bounty is closed to the US, demo included.
      const westward = games.data.find((game) => game.slug === 'wild-west-bounty')!;
      for (const mode of ['real', 'demo'] as const) {
        const fromUs = await t.app.inject({
          method: 'POST',
          url: `/api/v2/games/${westward.id}/launch`,
          headers: rubPlayer.auth,
          remoteAddress: '8.8.8.8',
          payload: { mode },
        });
        expect(fromUs.statusCode, fromUs.body).toBe(403);
        expect(fromUs.json()).toMatchObject({ detail: 'forbidden', reason: 'country' });
      }
      expect((await launch(westward.id, 'real', rubPlayer)).statusCode).toBe(200);

      // A RUB player's session falls back to the house currency (the provider plays USD only):
      // a game blocking USD does not open in it either.
      const usdBlocked = games.data.find(
        (game) =>
          game.connected &&
          game.provider.value !== 'wheelhouse-originals' &&
          game.blacklists.currencies.length === 0 &&
          game.id !== slotId,
      )!;
      await t.database.db.execute(
        sql`update games set blacklist_currencies = '{USD}' where id = ${usdBlocked.id}`,
      );
      try {
        const fallback = await launch(usdBlocked.id, 'real', rubPlayer);
        expect(fallback.statusCode, fallback.body).toBe(403);
        expect(fallback.json()).toMatchObject({ detail: 'forbidden', reason: 'currency' });
      } finally {
        await t.database.db.execute(
          sql`update games set blacklist_currencies = '{}' where id = ${usdBlocked.id}`,
        );
      }

      const original = games.data.find((game) => game.provider.value === 'wheelhouse-originals')!;
      expect(original.connected).toBe(true);
      const notServed = await launch(original.id, 'demo');
      expect(notServed.statusCode).toBe(409);
      expect(notServed.json()).toMatchObject({ reason: 'provider_not_connected' });
      expect((await launch(2_000_000_000, 'demo')).statusCode).toBe(404);
    });
  });

  describe('wallet calls', () => {
    it('answers user info and balance for the token, and refuses a bad signature', async () => {
      const s = await session('25');
      const info = await wallet('/user/info', { request_uuid: randomUUID(), token: s.token });
      expect(info).toMatchObject({
        status: 'RS_OK',
        user: s.user,
        currency: 'USD',
        balance: 25 * USD,
      });
      const body = { request_uuid: randomUUID(), token: s.token, user: s.user };
      const forged = sign('sha256', Buffer.from('{}'), keys.privateKey).toString('base64');
      const refused = ZWalletResponse.parse((await call('/user/balance', body, forged)).json());
      expect(refused.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(refused.balance).toBeUndefined();
      const bet = money(s, { amount: 5 * USD });
      const badBet = ZWalletResponse.parse((await call('/transaction/bet', bet, 'AAAA')).json());
      expect(badBet.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(await mainBalanceOf(t.app, s.player)).toBe('25.000000');
      expect((await call('/user/balance', body, undefined)).json()).toMatchObject({
        status: 'RS_OK',
        balance: 25 * USD,
      });
    });

    it('debits a bet, credits its win and closes the round', async () => {
      const s = await session('100');
      const round = randomUUID();
      const bet = await wallet('/transaction/bet', money(s, { round, amount: 2 * USD }));
      expect(bet).toMatchObject({ status: 'RS_OK', balance: 98 * USD });
      const win = await wallet(
        '/transaction/win',
        money(s, { round, amount: 5 * USD, round_closed: true }),
      );
      expect(win).toMatchObject({ status: 'RS_OK', balance: 103 * USD });
      expect(await mainBalanceOf(t.app, s.player)).toBe('103.000000');
      const late = await wallet('/transaction/win', money(s, { round, amount: USD }));
      expect(late).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 103 * USD });
      const noBet = await wallet('/transaction/win', money(s, { amount: USD }));
      expect(noBet).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 103 * USD,
      });
    });

    it('takes a second bet in an open round (a blackjack double): refused or rolled back, the round stays open for its win', async () => {
      const s = await session('10');
      const round = randomUUID();
      expect(await wallet('/transaction/bet', money(s, { round, amount: 4 * USD }))).toMatchObject({
        status: 'RS_OK',
        balance: 6 * USD,
      });
      expect(await wallet('/transaction/bet', money(s, { round, amount: 4 * USD }))).toMatchObject({
        status: 'RS_OK',
        balance: 2 * USD,
      });
      // A double the money cannot cover is refused; the round goes on.
      expect(await wallet('/transaction/bet', money(s, { round, amount: 4 * USD }))).toMatchObject({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: 2 * USD,
      });
      // A bet the provider never heard back about is rolled back without closing the round.
      const unanswered = money(s, { round, amount: USD });
      await wallet('/transaction/bet', unanswered);
      expect(
        await wallet(
          '/transaction/rollback',
          money(s, {
            round,
            reference_transaction_uuid: unanswered.transaction_uuid,
            round_closed: false,
          }),
        ),
      ).toMatchObject({ status: 'RS_OK', balance: 2 * USD });
      // The doubled hand wins: 8 staked, 16 back, and the win closes the round.
      expect(
        await wallet('/transaction/win', money(s, { round, amount: 16 * USD, round_closed: true })),
      ).toMatchObject({ status: 'RS_OK', balance: 18 * USD });
      expect(await wallet('/transaction/win', money(s, { round, amount: USD }))).toMatchObject({
        status: 'RS_ERROR_ROUND_CLOSED',
      });
      expect(await mainBalanceOf(t.app, s.player)).toBe('18.000000');
    });

    it('answers a repeated request id with the first answer and moves money once', async () => {
      const s = await session('50');
      const body = money(s, { amount: 10 * USD });
      const first = await wallet('/transaction/bet', body);
      await wallet('/transaction/bet', money(s, { amount: USD }));
      const again = await wallet('/transaction/bet', body);
      expect(first).toMatchObject({ status: 'RS_OK', balance: 40 * USD });
      expect(again).toEqual(first);
      // The same transaction under a new request id (a provider's retry) answers the same.
      const retried = await wallet('/transaction/bet', { ...body, request_uuid: randomUUID() });
      expect(retried.status).toBe('RS_OK');
      expect(retried.balance).toBe(40 * USD);
      // The same transaction id with other content is a duplicate, not a second debit.
      const changed = await wallet('/transaction/bet', {
        ...body,
        request_uuid: randomUUID(),
        amount: 20 * USD,
      });
      expect(changed).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 39 * USD,
      });
      expect(await mainBalanceOf(t.app, s.player)).toBe('39.000000');
    });

    it('acts once on a transaction id under 20 parallel identical calls', async () => {
      const s = await session('50');
      const round = randomUUID();
      await wallet('/transaction/bet', money(s, { round, amount: USD }));
      const win = money(s, { round, amount: 7 * USD });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => wallet('/transaction/win', win)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 'RS_OK', balance: 56 * USD });
      const bet = money(s, { amount: 3 * USD });
      const bets = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          wallet('/transaction/bet', { ...bet, request_uuid: `${bet.request_uuid}-${index}` }),
        ),
      );
      for (const answer of bets)
        expect(answer).toMatchObject({ status: 'RS_OK', balance: 53 * USD });
      expect(await mainBalanceOf(t.app, s.player)).toBe('53.000000');
    });

    it('a player banned in the middle of play is refused on the token already used, nothing moving', async () => {
      const s = await session('20');
      const round = randomUUID();
      // The second bet and the win go through the one-statement path (the token is known).
      await wallet('/transaction/bet', money(s, { amount: USD }));
      expect(await wallet('/transaction/bet', money(s, { round, amount: 2 * USD }))).toMatchObject({
        status: 'RS_OK',
        balance: 17 * USD,
      });
      await servicesOf(t.app).users.setBan(s.user, '5.4 multiaccounting');
      const bet = await wallet('/transaction/bet', money(s, { amount: 3 * USD }));
      expect(bet).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 17 * USD });
      const win = await wallet('/transaction/win', money(s, { round, amount: 4 * USD }));
      expect(win).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 17 * USD });
      await servicesOf(t.app).users.setBan(s.user, null);
      // Lifted: nothing moved meanwhile, and the open round still pays, once.
      const paid = money(s, { round, amount: 4 * USD, round_closed: true });
      expect(await wallet('/transaction/win', paid)).toMatchObject({
        status: 'RS_OK',
        balance: 21 * USD,
      });
      expect(await wallet('/transaction/win', paid)).toMatchObject({ balance: 21 * USD });
      expect(await mainBalanceOf(t.app, s.player)).toBe('21.000000');
    });

    it('reverses a bet once, and a rollback before its bet makes the late bet fail', async () => {
      const s = await session('30');
      const bet = money(s, { amount: 10 * USD });
      await wallet('/transaction/bet', bet);
      const rollback = money(s, {
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect(await wallet('/transaction/rollback', rollback)).toMatchObject({
        status: 'RS_OK',
        balance: 30 * USD,
      });
      const second = money(s, {
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect(await wallet('/transaction/rollback', second)).toMatchObject({
        status: 'RS_OK',
        balance: 30 * USD,
      });

      const unseen = randomUUID();
      const early = await wallet(
        '/transaction/rollback',
        money(s, { reference_transaction_uuid: unseen }),
      );
      expect(early).toMatchObject({ status: 'RS_OK', balance: 30 * USD });
      const late = await wallet(
        '/transaction/bet',
        money(s, { transaction_uuid: unseen, amount: 5 * USD }),
      );
      expect(late).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 30 * USD });
      expect(await mainBalanceOf(t.app, s.player)).toBe('30.000000');
    });

    it('refuses a bet above the balance, carrying the balance', async () => {
      const s = await session('5');
      const refused = await wallet('/transaction/bet', money(s, { amount: 6 * USD }));
      expect(refused).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5 * USD });
      const wrongCurrency = await wallet(
        '/transaction/bet',
        money(s, { amount: USD, currency: 'EUR' }),
      );
      expect(wrongCurrency).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 5 * USD });
      expect(await mainBalanceOf(t.app, s.player)).toBe('5.000000');
    });

    it('an expired token refuses a bet but pays a win and a rollback of a started round', async () => {
      const s = await session('20');
      const round = randomUUID();
      const bet = money(s, { round, amount: 4 * USD });
      await wallet('/transaction/bet', bet);
      const other = money(s, { round, amount: 2 * USD });
      await wallet('/transaction/bet', other);
      t.clock.advance(t.config.providerTokenTtlMs + 1000);
      const refused = await wallet('/transaction/bet', money(s, { round, amount: USD }));
      expect(refused).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 14 * USD });
      const rolled = await wallet(
        '/transaction/rollback',
        money(s, { round, reference_transaction_uuid: other.transaction_uuid }),
      );
      expect(rolled).toMatchObject({ status: 'RS_OK', balance: 16 * USD });
      const win = await wallet(
        '/transaction/win',
        money(s, { round, amount: 9 * USD, round_closed: true }),
      );
      expect(win).toMatchObject({ status: 'RS_OK', balance: 25 * USD });
    });

    it('another player’s token cannot act on a player’s money, rounds or transactions', async () => {
      const a = await session('40');
      const b = await session('40');
      const round = randomUUID();
      const bet = money(a, { round, amount: 4 * USD });
      await wallet('/transaction/bet', bet);
      const asA = await wallet('/transaction/bet', money(b, { user: a.user, amount: USD }));
      expect(asA.status).toBe('RS_ERROR_INVALID_TOKEN');
      expect(asA.balance).toBeUndefined();
      const rollback = await wallet(
        '/transaction/rollback',
        money(b, { round, reference_transaction_uuid: bet.transaction_uuid }),
      );
      expect(rollback).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 40 * USD,
      });
      const win = await wallet('/transaction/win', money(b, { round, amount: 10 * USD }));
      expect(win).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
      const intoRound = await wallet('/transaction/bet', money(b, { round, amount: USD }));
      expect(intoRound.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await mainBalanceOf(t.app, a.player)).toBe('36.000000');
      expect(await mainBalanceOf(t.app, b.player)).toBe('40.000000');
      const unknown = await wallet('/user/info', { request_uuid: randomUUID(), token: 'nope' });
      expect(unknown.status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('answers malformed bodies in the protocol and an unknown provider with 404', async () => {
      const s = await session('0');
      const wrong = await wallet('/transaction/bet', money(s, { amount: '1.5' }));
      expect(wrong.status).toBe('RS_ERROR_WRONG_TYPES');
      const raw = '{not json';
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/provider/${PROVIDER}/transaction/bet`,
        headers: {
          'content-type': 'application/json',
          'x-signature': sign('sha256', Buffer.from(raw), keys.privateKey).toString('base64'),
        },
        payload: raw,
      });
      expect(response.json()).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/provider/nobody/user/info',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: 'not_found' });
    });
  });
});
