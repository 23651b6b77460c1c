import { formatAmount } from '@wheelhouse/contracts/money';
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { type BonusTemplateInput, ZPlayerBonus } from '@wheelhouse/contracts/bonuses';
import { ZGamesPage } from '@wheelhouse/contracts/games';
import { ZPlaceBetResponse } from '@wheelhouse/contracts/originals';
import {
  ZFreeRoundsGrant,
  ZLaunchResponse,
  ZWalletResponse,
  type FreeRoundsGrant,
} from '@wheelhouse/contracts/provider-api';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { balanceOf, fund, globalIdOf } from '../../test/money';
import { ledgerTransfers } from '../ledger/schema';

/** Minor units of the house currency (USD at scale 6). */
const usd = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
};
/** Provider protocol amounts: 1 USD = 100,000. */
const P = 100_000;
/** The demo catalogue's provider, with a key of this test's. */
const PROVIDER = 'demo-provider';

describe.each(databaseTargets())('spending bonus money on %s', (target) => {
  let t: TestApp;
  let finance: Awaited<ReturnType<typeof createStaff>>;
  let slot: { id: number; slug: string };
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
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
    const found = slots.data.find((g) => g.connected && g.blacklists.currencies.length === 0);
    if (!found) throw new Error('no connected slot in the demo catalogue');
    slot = { id: found.id, slug: found.slug };
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const services = () => servicesOf(t.app);
  const ledgerOf = async (player: TestPlayer) =>
    services().ledger.balancesOf((await services().users.accessByEmail(player.email))!.userId);

  /** A personal no-deposit bonus of `maxAmount`, offered and claimed. */
  async function personalBonus(
    player: TestPlayer,
    overrides: Partial<BonusTemplateInput> & { maxAmount: string },
  ) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-templates',
      headers: finance.auth,
      payload: {
        type: 'personal',
        texts: { en: { title: 'Gift', description: 'Gift terms' } },
        deadlineHours: 24,
        wager: '10',
        ...overrides,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const templateId = created.json<{ id: number }>().id;
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await globalIdOf(t.app, player.auth)}/personal-bonuses`,
      headers: finance.auth,
      payload: { templateId },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/bonuses/${templateId}/claim`,
      headers: player.auth,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    return ZPlayerBonus.parse(claimed.json());
  }

  const bet = (player: TestPlayer, amount: string, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/dice/bets',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: { amount, params: { direction: 'under', target: '49.50' } },
    });

  describe('originals', () => {
    it('spends real money first, then bonus money, and splits the win the same way', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '3');
      await personalBonus(player, { maxAmount: '10' });
      const answer = await bet(player, '5');
      expect(answer.statusCode, answer.body).toBe(200);
      const placed = ZPlaceBetResponse.parse(answer.json());
      const payout = usd(placed.bet.payout.houseAmount);
      // 3 of real money and 2 of bonus money staked: the payout goes back 3 : 2, real rounded down.
      const real = (payout * 3n) / 5n;
      expect(await ledgerOf(player)).toMatchObject({
        player_main: real,
        player_bonus: usd('8') + payout - real,
      });
      // The bet's own Balance shows the split and the wagering, live.
      expect(placed.balance.fiat.value).toBe(placed.balance.fiat.value);
      expect(usd(placed.balance.fiat.value)).toBe(real);
      expect(placed.balance.bonuses.map((b) => usd(b.value))).toEqual([usd('8') + payout - real]);
      expect(placed.balance.userBonuses[0]!.wager).toEqual({
        current: '5.000000',
        total: '100.000000',
        currency: 'USD',
      });
      // A replay answers the first bet and moves nothing more.
      const before = await ledgerOf(player);
      const key = randomUUID();
      const first = await bet(player, '1', key);
      const again = await bet(player, '1', key);
      expect(again.statusCode).toBe(200);
      expect(ZPlaceBetResponse.parse(again.json()).bet.id).toBe(
        ZPlaceBetResponse.parse(first.json()).bet.id,
      );
      const after = await ledgerOf(player);
      expect(after.player_main + after.player_bonus).toBe(
        before.player_main +
          before.player_bonus -
          usd('1') +
          usd(ZPlaceBetResponse.parse(first.json()).bet.payout.houseAmount),
      );
    });

    it('refuses a stake real and bonus money together do not cover; nothing moves', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '1');
      await personalBonus(player, { maxAmount: '2' });
      const before = await ledgerOf(player);
      expectErrorBody(await bet(player, '3.01'), 400, 'insufficient_balance');
      expect(await ledgerOf(player)).toEqual(before);
      const history = await t.app.inject({ url: '/api/v1/originals/bets', headers: player.auth });
      expect(history.json().data).toEqual([]);
    });

    it('a player without a bonus bets real money only, as before', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '2');
      expectErrorBody(await bet(player, '2.5'), 400, 'insufficient_balance');
      expect((await bet(player, '2')).statusCode).toBe(200);
      expect((await ledgerOf(player)).player_bonus).toBe(0n);
    });
  });

  describe('provider games', () => {
    async function session(amount: string) {
      const player = await registerPlayer(t.app);
      if (amount !== '0') await fund(t.app, player.email, amount);
      return { player, ...(await relaunch(player)) };
    }
    async function relaunch(player: TestPlayer) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/games/${slot.id}/launch`,
        headers: player.auth,
        payload: { mode: 'real' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(ZLaunchResponse.parse(response.json()).url);
      return {
        token: url.searchParams.get('token')!,
        code: decodeURIComponent(url.pathname.split('/').pop()!),
        game: url.searchParams.get('game'),
        user: await globalIdOf(t.app, player.auth),
      };
    }
    type Session = Awaited<ReturnType<typeof session>>;
    async function wallet(path: string, s: Session, extra: Record<string, unknown>) {
      const raw = JSON.stringify({
        request_uuid: randomUUID(),
        token: s.token,
        user: s.user,
        game_code: s.code,
        currency: 'USD',
        transaction_uuid: randomUUID(),
        ...extra,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/provider/${PROVIDER}${path}`,
        headers: {
          'content-type': 'application/json',
          'x-signature': sign('sha256', Buffer.from(raw), keys.privateKey).toString('base64'),
        },
        payload: raw,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZWalletResponse.parse(response.json());
    }

    it('stakes real then bonus money; the win and a rollback go back where the stake came from', async () => {
      const s = await session('3');
      await personalBonus(s.player, { maxAmount: '10' });
      const round = randomUUID();
      // The provider sees what the player can stake: real plus bonus money.
      const placed = await wallet('/transaction/bet', s, { round, amount: 5 * P });
      expect(placed).toMatchObject({ status: 'RS_OK', balance: 8 * P });
      expect(await ledgerOf(s.player)).toMatchObject({ player_main: 0n, player_bonus: usd('8') });
      const won = await wallet('/transaction/win', s, {
        round,
        amount: 10 * P,
        round_closed: true,
      });
      // 3 : 2 of 10: 6 real, 4 bonus.
      expect(won).toMatchObject({ status: 'RS_OK', balance: 18 * P });
      expect(await ledgerOf(s.player)).toMatchObject({
        player_main: usd('6'),
        player_bonus: usd('12'),
      });

      // 7 of real money, then 1 of bonus money; the rollback returns each part exactly.
      const second = randomUUID();
      const stake = await wallet('/transaction/bet', s, {
        round: second,
        transaction_uuid: 'stake-to-reverse-' + second,
        amount: 7 * P,
      });
      expect(stake.status).toBe('RS_OK');
      expect(await ledgerOf(s.player)).toMatchObject({ player_main: 0n, player_bonus: usd('11') });
      const reversed = await wallet('/transaction/rollback', s, {
        round: second,
        reference_transaction_uuid: 'stake-to-reverse-' + second,
      });
      expect(reversed).toMatchObject({ status: 'RS_OK', balance: 18 * P });
      expect(await ledgerOf(s.player)).toMatchObject({
        player_main: usd('6'),
        player_bonus: usd('12'),
      });
      const balance = await balanceOf(t.app, s.player);
      expect(balance.bonuses.map((b) => b.value)).toEqual(['12.000000']);
      // Only the stake that stood counts toward the wagering (slots weigh 100 % by default):
      // the rolled-back one took its 7 back.
      expect(balance.userBonuses[0]!.wager).toEqual({
        current: '5.000000',
        total: '100.000000',
        currency: 'USD',
      });
    });

    it('refuses a stake above the bonus max bet before anything moves, with the balance', async () => {
      const s = await session('50');
      await personalBonus(s.player, { maxAmount: '10', wagerMaxBet: '2' });
      const before = await ledgerOf(s.player);
      const round = randomUUID();
      const transaction = randomUUID();
      const refused = await wallet('/transaction/bet', s, {
        round,
        transaction_uuid: transaction,
        amount: 2 * P + 1,
      });
      expect(refused).toMatchObject({ status: 'RS_ERROR_BET_LIMIT_EXCEEDED', balance: 60 * P });
      expect(await ledgerOf(s.player)).toEqual(before);
      const bonus = (await balanceOf(t.app, s.player)).userBonuses[0]!;
      expect(bonus.wager.current).toBe('0.000000');
      // Nothing was recorded: the same transaction id may come again within the limit.
      const allowed = await wallet('/transaction/bet', s, {
        round,
        transaction_uuid: transaction,
        amount: 2 * P,
      });
      expect(allowed).toMatchObject({ status: 'RS_OK', balance: 58 * P });
    });

    it('counts provider stakes by the game weight: 0 excludes, a game rule wins over its category', async () => {
      const excluded = await session('20');
      await personalBonus(excluded.player, {
        maxAmount: '10',
        wager: '1',
        gamesWagers: [{ kind: 'category', value: 'slots', weight: 0 }],
      });
      expect(
        (await wallet('/transaction/bet', excluded, { round: randomUUID(), amount: 4 * P })).status,
      ).toBe('RS_OK');
      expect((await balanceOf(t.app, excluded.player)).userBonuses[0]!.wager.current).toBe(
        '0.000000',
      );

      const half = await session('20');
      await personalBonus(half.player, {
        maxAmount: '10',
        wager: '1',
        gamesWagers: [
          { kind: 'category', value: 'slots', weight: 0 },
          { kind: 'game', value: slot.slug, weight: 50 },
        ],
      });
      await wallet('/transaction/bet', half, { round: randomUUID(), amount: 4 * P });
      expect((await balanceOf(t.app, half.player)).userBonuses[0]!.wager.current).toBe('2.000000');
    });

    it('a rolled-back stake takes back exactly the wagering it added, once', async () => {
      const s = await session('20');
      // A stake from before the bonus counted toward nothing: its rollback takes nothing.
      const early = randomUUID();
      await wallet('/transaction/bet', s, { round: early, transaction_uuid: early, amount: 2 * P });
      await personalBonus(s.player, {
        maxAmount: '10',
        wager: '1',
        gamesWagers: [{ kind: 'game', value: slot.slug, weight: 50 }],
      });
      const wager = async () => (await balanceOf(t.app, s.player)).userBonuses[0]!.wager.current;
      const kept = randomUUID();
      await wallet('/transaction/bet', s, { round: kept, amount: 6 * P });
      const reversed = randomUUID();
      await wallet('/transaction/bet', s, {
        round: reversed,
        transaction_uuid: reversed,
        amount: 4 * P,
      });
      // Half of each stake counts (the game weighs 50 %): 3 + 2.
      expect(await wager()).toBe('5.000000');
      const rollback = { round: reversed, reference_transaction_uuid: reversed };
      const first = await wallet('/transaction/rollback', s, {
        ...rollback,
        transaction_uuid: `rb-${reversed}`,
      });
      expect(first.status).toBe('RS_OK');
      expect(await wager()).toBe('3.000000');
      // The provider retries the rollback, and sends another one for the same stake: no change.
      await wallet('/transaction/rollback', s, { ...rollback, transaction_uuid: `rb-${reversed}` });
      await wallet('/transaction/rollback', s, rollback);
      expect(await wager()).toBe('3.000000');
      await wallet('/transaction/rollback', s, { round: early, reference_transaction_uuid: early });
      expect(await wager()).toBe('3.000000');
    });

    it('converts the bonus once when provider stakes meet the wagering', async () => {
      const s = await session('20');
      const bonus = await personalBonus(s.player, { maxAmount: '5', wager: '2' });
      const userBonusId = bonus.activation!.userBonusId;
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          wallet('/transaction/bet', s, { round: randomUUID(), amount: 1 * P }),
        ),
      );
      expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
      // 12 staked from real money, the 10 required met: the 5 of bonus money became real.
      expect(await ledgerOf(s.player)).toMatchObject({
        player_main: usd('13'),
        player_bonus: 0n,
      });
      const converts = await t.database.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `bonus-convert%:${userBonusId}`));
      expect(converts).toHaveLength(1);
      expect((await balanceOf(t.app, s.player)).userBonuses).toEqual([]);
    });

    /**
     * The provider's side of free rounds grants (verifies our signature, answers RS_OK), made the
     * provider's launch URL until `close`.
     */
    async function grantReceiver() {
      const operatorKey = (await services().operatorKeys()).publicKey;
      const grants: Array<{ verified: boolean; grant: FreeRoundsGrant }> = [];
      const server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const raw = Buffer.concat(chunks);
          const signature = String(request.headers['x-signature'] ?? '');
          const verified =
            request.url === '/freerounds' &&
            verify('sha256', raw, operatorKey, Buffer.from(signature, 'base64'));
          grants.push({ verified, grant: ZFreeRoundsGrant.parse(JSON.parse(raw.toString())) });
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify({ status: verified ? 'RS_OK' : 'RS_ERROR_INVALID_SIGNATURE' }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const providerRow = {
        slug: PROVIDER,
        name: 'Test provider',
        signature: 'rsa' as const,
        publicKey: keys.publicKey,
        secret: null,
        currencies: ['USD'],
        active: true,
      };
      await services().providerLaunch.saveProvider({
        ...providerRow,
        launchUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      return {
        grants,
        async close() {
          await services().providerLaunch.saveProvider({
            ...providerRow,
            launchUrl: 'http://provider.test',
          });
          await new Promise((resolve) => server.close(resolve));
        },
      };
    }

    it('free spins on a provider game: granted as free rounds at launch, their wins go to the bonus, capped, once', async () => {
      const { grants, close } = await grantReceiver();
      try {
        const player = await registerPlayer(t.app);
        await fund(t.app, player.email, '5');
        const bonus = await personalBonus(player, {
          maxAmount: '0',
          freespinsCount: 3,
          freespinsAmount: '1',
          freespinsMaxAmount: '4',
          wagerFreespins: '2',
          freespinsGame: slot.slug,
        });
        const id = bonus.activation!.userBonusId;
        expect(bonus.activation!.freespins).toEqual({
          game: slot.slug,
          left: 3,
          stake: '1.000000',
          won: '0.000000',
        });
        const s = { player, ...(await relaunch(player)) };
        expect(grants).toEqual([
          {
            verified: true,
            grant: expect.objectContaining({
              reference: id,
              user: s.user,
              game_code: s.code,
              operator_game: slot.slug,
              currency: 'USD',
              count: 3,
              stake: 1 * P,
            }) as unknown as FreeRoundsGrant,
          },
        ]);
        // The frame learns our game too: the provider keys the rounds on it, not on its engine.
        expect(s.game).toBe(slot.slug);

        const freeRound = async (amount: number) => {
          const round = randomUUID();
          const placed = await wallet('/transaction/bet', s, {
            round,
            amount: 0,
            free_round_reference: id,
          });
          expect(placed).toMatchObject({ status: 'RS_OK', balance: expect.any(Number) as number });
          const transaction = randomUUID();
          const body = {
            round,
            transaction_uuid: transaction,
            amount: amount * P,
            free_round_reference: id,
            round_closed: true,
          };
          const won = await wallet('/transaction/win', s, body);
          // The provider retries the win: the same answer, credited once.
          expect(await wallet('/transaction/win', s, body)).toMatchObject({
            status: 'RS_OK',
            balance: won.balance,
          });
          return won;
        };
        // Zero stakes: the wallet's 5 stay; 3 won goes to the bonus, then the cap of 4 holds.
        expect(await freeRound(3)).toMatchObject({ status: 'RS_OK', balance: 8 * P });
        // Every launch sends the grant again with the rounds left (a restarted provider lost it).
        await relaunch(player);
        expect(grants.map((g) => g.grant.count)).toEqual([3, 2]);
        expect(grants[1]).toMatchObject({ verified: true, grant: { reference: id } });
        expect(await freeRound(5)).toMatchObject({ status: 'RS_OK', balance: 9 * P });
        expect(await freeRound(0)).toMatchObject({ status: 'RS_OK', balance: 9 * P });
        // No round is left; a free round with a stake, or another player's, is refused.
        const refused = await wallet('/transaction/bet', s, {
          round: randomUUID(),
          amount: 0,
          free_round_reference: id,
        });
        expect(refused.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        const staked = await wallet('/transaction/bet', s, {
          round: randomUUID(),
          amount: 1 * P,
          free_round_reference: id,
        });
        expect(staked.status).toBe('RS_ERROR_WRONG_TYPES');
        const other = await session('1');
        const foreign = await wallet('/transaction/bet', other, {
          round: randomUUID(),
          amount: 0,
          free_round_reference: id,
        });
        expect(foreign.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');

        expect(await ledgerOf(player)).toMatchObject({
          player_main: usd('5'),
          player_bonus: usd('4'),
        });
        const view = ZPlayerBonus.parse(
          (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
        );
        expect(view.activation).toMatchObject({
          state: 'active',
          freespins: { game: slot.slug, left: 0, won: '4.000000' },
          wager: { total: '8.000000' },
        });
      } finally {
        await close();
      }
    });

    it('a rolled-back free round gives its round back once; a win must name its round’s free round', async () => {
      const { close } = await grantReceiver();
      try {
        const player = await registerPlayer(t.app);
        await fund(t.app, player.email, '5');
        const bonus = await personalBonus(player, {
          maxAmount: '0',
          freespinsCount: 2,
          freespinsAmount: '1',
          freespinsMaxAmount: '10',
          wagerFreespins: '2',
          freespinsGame: slot.slug,
        });
        const id = bonus.activation!.userBonusId;
        const s = { player, ...(await relaunch(player)) };
        const spinsLeft = async () => {
          const view = ZPlayerBonus.parse(
            (
              await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })
            ).json(),
          );
          return view.activation!.freespins!.left;
        };

        // A free round's bet the provider rolls back (it never showed the player the spin).
        const lost = randomUUID();
        const lostBet = randomUUID();
        const taken = await wallet('/transaction/bet', s, {
          round: lost,
          transaction_uuid: lostBet,
          amount: 0,
          free_round_reference: id,
        });
        expect(taken.status).toBe('RS_OK');
        expect(await spinsLeft()).toBe(1);
        const rollback = {
          round: lost,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: lostBet,
        };
        expect(await wallet('/transaction/rollback', s, rollback)).toMatchObject({
          status: 'RS_OK',
          balance: 5 * P,
        });
        expect(await spinsLeft()).toBe(2);
        // The provider retries the rollback (same transaction, and a new one): given back once.
        expect((await wallet('/transaction/rollback', s, rollback)).status).toBe('RS_OK');
        expect(
          (
            await wallet('/transaction/rollback', s, {
              ...rollback,
              transaction_uuid: randomUUID(),
            })
          ).status,
        ).toBe('RS_OK');
        expect(await spinsLeft()).toBe(2);
        // Its round has no standing bet: a win for it is refused.
        const late = await wallet('/transaction/win', s, {
          round: lost,
          amount: 3 * P,
          free_round_reference: id,
          round_closed: true,
        });
        expect(late.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');

        // A paid round's win cannot be turned into a free round's (nor the other way round).
        const paid = randomUUID();
        expect((await wallet('/transaction/bet', s, { round: paid, amount: 1 * P })).status).toBe(
          'RS_OK',
        );
        const paidAsFree = await wallet('/transaction/win', s, {
          round: paid,
          amount: 3 * P,
          free_round_reference: id,
          round_closed: true,
        });
        expect(paidAsFree).toMatchObject({
          status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
          balance: 4 * P,
        });
        const free = randomUUID();
        const freeBet = randomUUID();
        expect(
          (
            await wallet('/transaction/bet', s, {
              round: free,
              transaction_uuid: freeBet,
              amount: 0,
              free_round_reference: id,
            })
          ).status,
        ).toBe('RS_OK');
        const freeAsPaid = await wallet('/transaction/win', s, {
          round: free,
          amount: 3 * P,
          round_closed: true,
        });
        expect(freeAsPaid).toMatchObject({
          status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
          balance: 4 * P,
        });
        const foreign = await personalBonus(await registerPlayer(t.app), {
          maxAmount: '0',
          freespinsCount: 1,
          freespinsAmount: '1',
          freespinsGame: slot.slug,
        });
        const otherBonus = await wallet('/transaction/win', s, {
          round: free,
          amount: 3 * P,
          free_round_reference: foreign.activation!.userBonusId,
          round_closed: true,
        });
        expect(otherBonus.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        // Nothing moved by the refusals; the right win goes to the bonus.
        expect(await ledgerOf(player)).toMatchObject({ player_main: usd('4'), player_bonus: 0n });
        const won = await wallet('/transaction/win', s, {
          round: free,
          amount: 3 * P,
          free_round_reference: id,
          round_closed: true,
        });
        expect(won).toMatchObject({ status: 'RS_OK', balance: 7 * P });
        expect(await ledgerOf(player)).toMatchObject({
          player_main: usd('4'),
          player_bonus: usd('3'),
        });
        expect(await spinsLeft()).toBe(1);
        // A rollback after its round's win was paid gives nothing back: that round was played.
        const afterWin = await wallet('/transaction/rollback', s, {
          round: free,
          reference_transaction_uuid: freeBet,
        });
        expect(afterWin.status).toBe('RS_OK');
        expect(await spinsLeft()).toBe(1);
        expect(await ledgerOf(player)).toMatchObject({
          player_main: usd('4'),
          player_bonus: usd('3'),
        });
      } finally {
        await close();
      }
    });

    it('the bonus part of a win after the bonus ended goes back to the house', async () => {
      const s = await session('1');
      const bonus = await personalBonus(s.player, { maxAmount: '4' });
      const round = randomUUID();
      await wallet('/transaction/bet', s, { round, amount: 2 * P });
      // The player cancels the bonus while the round is open: its money goes back.
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/v2/bonuses/${bonus.id}/cancel`,
        headers: s.player.auth,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const won = await wallet('/transaction/win', s, { round, amount: 4 * P });
      // Half the stake was bonus money: half the win is forfeited with it.
      expect(won).toMatchObject({ status: 'RS_OK', balance: 2 * P });
      expect(await ledgerOf(s.player)).toMatchObject({ player_main: usd('2'), player_bonus: 0n });
    });
  });

  describe('free spins', () => {
    const spin = (player: TestPlayer, bonusId: string, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/originals/slot/free-spins',
        headers: { ...player.auth, 'idempotency-key': key },
        payload: { bonusId },
      });

    it('plays the spins with the house’s stake and credits capped winnings to the bonus', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '5');
      const bonus = await personalBonus(player, {
        maxAmount: '0',
        freespinsCount: 3,
        freespinsAmount: '1',
        freespinsMaxAmount: '2',
        wagerFreespins: '2',
      });
      const id = bonus.activation!.userBonusId;
      expect(bonus.activation!.freespins).toEqual({
        game: null,
        left: 3,
        stake: '1.000000',
        won: '0.000000',
      });

      let paid = 0n;
      const key = randomUUID();
      for (const [index, spinKey] of [key, randomUUID(), randomUUID()].entries()) {
        const answer = await spin(player, id, spinKey);
        expect(answer.statusCode, answer.body).toBe(200);
        const placed = ZPlaceBetResponse.parse(answer.json());
        expect(placed.bet.game).toBe('slot');
        expect(placed.bet.stake.houseAmount).toBe('1.000000');
        paid += usd(placed.bet.payout.houseAmount);
        const view = ZPlayerBonus.parse(
          (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
        );
        expect(view.activation!.freespins!.left).toBe(2 - index);
      }
      // A replay answers the first spin and takes no spin.
      const replay = await spin(player, id, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expectErrorBody(await spin(player, id), 409, 'bonus_not_claimable');

      // Nothing left the wallet; what the spins won (up to 2) is bonus money, wagered twice.
      const won = paid < usd('2') ? paid : usd('2');
      const ledger = await ledgerOf(player);
      expect(ledger.player_main).toBe(usd('5'));
      const view = ZPlayerBonus.parse(
        (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
      );
      if (won === 0n) {
        // Nothing won, nothing to wager: the bonus is over.
        expect(view.activation!.state).toBe('wagered');
        expect(ledger.player_bonus).toBe(0n);
      } else {
        expect(ledger.player_bonus).toBe(won);
        expect(view.activation).toMatchObject({
          state: 'active',
          freespins: { left: 0, won: formatAmount(won, 6) },
          wager: { total: formatAmount(won * 2n, 6) },
        });
      }
    });

    it('10 parallel spins of a 3-spin bonus play exactly 3; another player’s bonus is 404', async () => {
      const player = await registerPlayer(t.app);
      const bonus = await personalBonus(player, {
        maxAmount: '0',
        freespinsCount: 3,
        freespinsAmount: '0.5',
      });
      const id = bonus.activation!.userBonusId;
      const answers = await Promise.all(Array.from({ length: 10 }, () => spin(player, id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expectErrorBody(answer, 409, 'bonus_not_claimable');
      const history = await t.app.inject({
        url: '/api/v1/originals/bets?game=slot',
        headers: player.auth,
      });
      expect(history.json().data).toHaveLength(3);

      const stranger = await registerPlayer(t.app);
      const other = await personalBonus(stranger, {
        maxAmount: '0',
        freespinsCount: 1,
        freespinsAmount: '1',
      });
      expectErrorBody(await spin(player, other.activation!.userBonusId), 404, 'not_found');
      expectErrorBody(await spin(player, 'bn_nope'), 404, 'not_found');
      expectErrorBody(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/originals/slot/free-spins',
          headers: { ...player.auth, 'idempotency-key': randomUUID() },
          payload: { bonusId: '' },
        }),
        400,
        'validation_error',
      );
    });

    it('a template promising spins names their stake', async () => {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus-templates',
        headers: finance.auth,
        payload: {
          type: 'promo_freespins',
          texts: { en: { title: 'Spins', description: 'Spins' } },
          freespinsCount: 10,
        },
      });
      expect(
        Object.keys(expectErrorBody(refused, 400, 'validation_error').fields as object),
      ).toEqual(['freespinsAmount']);
    });
  });
});
