import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminWalletProvider,
  ZAdminWalletProvidersResponse,
  ZGameMappingsResponse,
  ZReconciliationResponse,
} from '@wheelhouse/contracts/admin-providers';
import { parseAmount } from '@wheelhouse/contracts/money';
import { createStaff, expectErrorBody, type TestStaff } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  rsaKeys,
  walletCall,
  walletSession,
  type TestProvider,
} from '../../test/provider-wallet';

/** Decimals the reconciliation's amounts are compared at (finer than any currency's scale). */
const DIFF_SCALE = 8;

describe.each(databaseTargets())('provider operator API on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  let admin: TestStaff;
  let content: TestStaff;
  let finance: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app);
    [admin, content, finance, support] = await Promise.all([
      createStaff(t.app, ['admin']),
      createStaff(t.app, ['content']),
      createStaff(t.app, ['finance']),
      createStaff(t.app, ['support']),
    ]);
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const api = (
    staff: TestStaff,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: staff.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe('providers', () => {
    it('connects rsa and hmac providers, never returning a secret, and audits each change', async () => {
      const keys = rsaKeys();
      const rsaSlug = `rsa-${randomUUID().slice(0, 8)}`;
      const created = await api(admin, 'POST', '/wallet-providers', {
        slug: rsaSlug,
        name: 'Studio RSA',
        signature: 'rsa',
        publicKey: keys.publicKey,
        launchUrl: 'https://games.studio.example/launch/',
        currencies: ['USD', 'EUR', 'USD'],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(ZAdminWalletProvider.parse(created.json())).toMatchObject({
        slug: rsaSlug,
        signature: 'rsa',
        hasSecret: false,
        launchUrl: 'https://games.studio.example',
        currencies: ['USD', 'EUR'],
        active: true,
      });

      const secret = randomBytes(32).toString('hex');
      const hmacSlug = `hmac-${randomUUID().slice(0, 8)}`;
      const hmac = await api(admin, 'POST', '/wallet-providers', {
        slug: hmacSlug,
        name: 'Studio HMAC',
        signature: 'hmac',
        secret,
        launchUrl: 'https://hmac.example',
      });
      expect(hmac.statusCode, hmac.body).toBe(201);
      expect(hmac.body).not.toContain(secret);
      expect(hmac.json()).toMatchObject({ hasSecret: true, publicKey: null });

      const list = await api(admin, 'GET', '/wallet-providers');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(secret);
      const slugs = ZAdminWalletProvidersResponse.parse(list.json()).items.map((p) => p.slug);
      expect(slugs).toEqual(expect.arrayContaining([rsaSlug, hmacSlug, provider.slug]));

      const rotated = randomBytes(32).toString('hex');
      const updated = await api(admin, 'PATCH', `/wallet-providers/${hmacSlug}`, {
        secret: rotated,
        active: false,
        currencies: ['BTC'],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.body).not.toContain(rotated);
      expect(updated.json()).toMatchObject({ active: false, currencies: ['BTC'], hasSecret: true });

      const entries = await servicesOf(t.app).audit.entriesFor('wallet_provider', hmacSlug);
      expect(entries.map((entry) => entry.action)).toEqual([
        'wallet_provider.create',
        'wallet_provider.update',
      ]);
      expect(entries[1]!.staffId).toBe(admin.id);
      const audited = JSON.stringify(entries.map(({ before, after }) => ({ before, after })));
      expect(audited).not.toContain(secret);
      expect(audited).not.toContain(rotated);
      expect(audited).toContain('secretRotated');
    });

    it('refuses bad keys, a missing key, a taken slug and an unknown provider with clear codes', async () => {
      const slug = `bad-${randomUUID().slice(0, 8)}`;
      const base = { slug, name: 'Bad', launchUrl: 'https://bad.example' };
      const notPem = await api(admin, 'POST', '/wallet-providers', {
        ...base,
        signature: 'rsa',
        publicKey: 'not a key',
      });
      expect(expectErrorBody(notPem, 400, 'validation_error').fields).toHaveProperty('publicKey');
      const noKey = await api(admin, 'POST', '/wallet-providers', { ...base, signature: 'hmac' });
      expectErrorBody(noKey, 400, 'validation_error');
      const shortSecret = await api(admin, 'POST', '/wallet-providers', {
        ...base,
        signature: 'hmac',
        secret: 'short',
      });
      expectErrorBody(shortSecret, 400, 'validation_error');
      const badUrl = await api(admin, 'POST', '/wallet-providers', {
        ...base,
        signature: 'hmac',
        secret: 'x'.repeat(40),
        launchUrl: 'javascript:alert(1)',
      });
      expectErrorBody(badUrl, 400, 'validation_error');
      const taken = await api(admin, 'POST', '/wallet-providers', {
        ...base,
        slug: provider.slug,
        signature: 'hmac',
        secret: 'x'.repeat(40),
      });
      expect(expectErrorBody(taken, 409, 'conflict')).toMatchObject({ reason: 'slug_taken' });
      // Switching to hmac without a secret stored or sent would lock the provider out.
      const switched = await api(admin, 'PATCH', `/wallet-providers/${provider.slug}`, {
        signature: 'hmac',
      });
      expectErrorBody(switched, 400, 'validation_error');
      expectErrorBody(await api(admin, 'PATCH', '/wallet-providers/nobody', {}), 404, 'not_found');
    });

    it('lets only admins manage providers; content and finance read the list', async () => {
      expectErrorBody(await api(support, 'GET', '/wallet-providers'), 403, 'forbidden');
      for (const staff of [content, finance])
        expect((await api(staff, 'GET', '/wallet-providers')).statusCode).toBe(200);
      for (const staff of [content, finance, support]) {
        const patch = await api(staff, 'PATCH', `/wallet-providers/${provider.slug}`, {
          active: false,
        });
        expectErrorBody(patch, 403, 'forbidden');
      }
      const anonymous = await t.app.inject({ url: '/api/admin/wallet-providers' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('game mapping', () => {
    it('every fictional game of the demo catalogue launches one of the demo engines', async () => {
      const unmapped = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?unmapped=true')).json(),
      );
      expect(unmapped.meta.total).toBe(0);
      const all = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?limit=100')).json(),
      );
      expect(all.meta.total).toBeGreaterThan(50);
      expect(all.data).toHaveLength(all.meta.total);
      for (const game of all.data) {
        expect(game.walletProvider).toBe(provider.slug);
        expect([
          'slot',
          'crash',
          'hilo',
          'roulette',
          'blackjack',
          'baccarat',
          'wheel',
          'sicbo',
          'videopoker',
        ]).toContain(game.externalGameId);
      }
      // Every roulette tile spins the European roulette engine, and only those.
      const roulettes = all.data.filter((game) => game.externalGameId === 'roulette');
      expect(roulettes.map((game) => game.title).sort()).toEqual([
        'European Roulette',
        'French Roulette',
        'Lightning Roulette Live',
        'Live Roulette',
      ]);
      // Every blackjack deals blackjack, every baccarat (punto banco too) baccarat.
      const titlesOf = (engine: string) =>
        all.data
          .filter((game) => game.externalGameId === engine)
          .map((game) => game.title)
          .sort();
      expect(titlesOf('blackjack')).toEqual([
        'Blackjack VIP',
        'Classic Blackjack',
        'Infinite Blackjack',
      ]);
      expect(titlesOf('baccarat')).toEqual(['Baccarat Squeeze', 'Punto Banco', 'Speed Baccarat']);
      expect(titlesOf('wheel')).toEqual(['Dream Wheel', 'Monopoly of Fortune']);
      expect(titlesOf('sicbo')).toEqual(['Live Sic Bo']);
      expect(titlesOf('videopoker')).toEqual(['Video Poker Jacks']);
      expect(titlesOf('hilo')).not.toContainEqual(
        expect.stringMatching(/blackjack|baccarat|punto|wheel|fortune|sic bo|video poker/i),
      );
      const engines = new Set(all.data.map((game) => game.externalGameId));
      expect([...engines].sort()).toEqual([
        'baccarat',
        'blackjack',
        'crash',
        'hilo',
        'roulette',
        'sicbo',
        'slot',
        'videopoker',
        'wheel',
      ]);
    });

    it('moves a roulette the earlier seed dealt as hi-lo to the roulette engine, keeping staff choices', async () => {
      const all = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?limit=100')).json(),
      );
      const [european, french] = ['European Roulette', 'French Roulette'].map((title) =>
        all.data.find((game) => game.title === title)!,
      );
      // As a database seeded before the roulette engine existed, and a staff choice on another.
      for (const [game, engine] of [
        [european!, 'hilo'],
        [french!, 'crash'],
      ] as const) {
        const set = await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
          walletProvider: provider.slug,
          externalGameId: engine,
        });
        expect(set.statusCode, set.body).toBe(200);
      }

      await servicesOf(t.app).games.seedDemo();

      const after = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?limit=100')).json(),
      );
      const engineOf = (id: number) =>
        after.data.find((game) => game.gameId === id)!.externalGameId;
      expect(engineOf(european!.gameId)).toBe('roulette');
      expect(engineOf(french!.gameId)).toBe('crash');
      const restored = await api(content, 'PUT', `/game-mappings/${french!.gameId}`, {
        walletProvider: provider.slug,
        externalGameId: 'roulette',
      });
      expect(restored.statusCode, restored.body).toBe(200);
    });

    it('moves blackjacks, baccarats, money wheels, sic bo and video poker the earlier seed dealt as hi-lo to their engines, keeping staff choices', async () => {
      const all = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?limit=100')).json(),
      );
      const [classic, punto, speed, vip, dream, monopoly, sicbo, poker] = [
        'Classic Blackjack',
        'Punto Banco',
        'Speed Baccarat',
        'Blackjack VIP',
        'Dream Wheel',
        'Monopoly of Fortune',
        'Live Sic Bo',
        'Video Poker Jacks',
      ].map((title) => all.data.find((game) => game.title === title)!);
      // Five as a database seeded before these engines existed, three as staff choices.
      for (const [game, engine] of [
        [classic!, 'hilo'],
        [punto!, 'hilo'],
        [dream!, 'hilo'],
        [sicbo!, 'hilo'],
        [poker!, 'hilo'],
        [speed!, 'roulette'],
        [vip!, 'slot'],
        [monopoly!, 'crash'],
      ] as const) {
        const set = await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
          walletProvider: provider.slug,
          externalGameId: engine,
        });
        expect(set.statusCode, set.body).toBe(200);
      }

      await servicesOf(t.app).games.seedDemo();

      const after = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?limit=100')).json(),
      );
      const engineOf = (id: number) =>
        after.data.find((game) => game.gameId === id)!.externalGameId;
      expect(engineOf(classic!.gameId)).toBe('blackjack');
      expect(engineOf(punto!.gameId)).toBe('baccarat');
      expect(engineOf(speed!.gameId)).toBe('roulette');
      expect(engineOf(vip!.gameId)).toBe('slot');
      expect(engineOf(dream!.gameId)).toBe('wheel');
      expect(engineOf(sicbo!.gameId)).toBe('sicbo');
      expect(engineOf(poker!.gameId)).toBe('videopoker');
      expect(engineOf(monopoly!.gameId)).toBe('crash');
      for (const [game, engine] of [
        [speed!, 'baccarat'],
        [vip!, 'blackjack'],
        [monopoly!, 'wheel'],
      ] as const) {
        const restored = await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
          walletProvider: provider.slug,
          externalGameId: engine,
        });
        expect(restored.statusCode, restored.body).toBe(200);
      }
    });

    it('re-points a game at another provider game and disconnects it, audited', async () => {
      const listed = await api(content, 'GET', `/game-mappings?walletProvider=${provider.slug}`);
      expect(listed.statusCode, listed.body).toBe(200);
      const page = ZGameMappingsResponse.parse(listed.json());
      expect(page.meta.total).toBeGreaterThan(0);
      expect(page.data.every((row) => row.walletProvider === provider.slug)).toBe(true);
      expect(page.data.every((row) => row.catalogueProvider !== 'wheelhouse-originals')).toBe(true);
      const game = page.data.find((row) => row.gameId !== provider.slotId)!;

      const set = await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
        walletProvider: provider.slug,
        externalGameId: 'crash',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ gameId: game.gameId, externalGameId: 'crash' });
      const launched = await t.app.inject({
        method: 'POST',
        url: `/api/v2/games/${game.gameId}/launch`,
        payload: { mode: 'demo' },
      });
      expect(new URL(launched.json<{ url: string }>().url).pathname).toBe('/games/crash');

      const cleared = await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
        walletProvider: null,
        externalGameId: null,
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v2/games/${game.gameId}/launch`,
        payload: { mode: 'demo' },
      });
      expect(refused.statusCode).toBe(409);
      const unmapped = ZGameMappingsResponse.parse(
        (await api(content, 'GET', '/game-mappings?unmapped=true')).json(),
      );
      expect(unmapped.data.map((row) => row.gameId)).toContain(game.gameId);

      const entries = await servicesOf(t.app).audit.entriesFor('game', String(game.gameId));
      expect(entries.map((entry) => entry.action)).toEqual([
        'game.wallet_mapping',
        'game.wallet_mapping',
      ]);
      // Put it back so the catalogue stays playable for the other tests.
      await api(content, 'PUT', `/game-mappings/${game.gameId}`, {
        walletProvider: game.walletProvider,
        externalGameId: game.externalGameId,
      });
    });

    it('refuses half a mapping, an unknown provider, an original and other roles', async () => {
      const half = await api(content, 'PUT', `/game-mappings/${provider.slotId}`, {
        walletProvider: provider.slug,
        externalGameId: null,
      });
      expectErrorBody(half, 400, 'validation_error');
      const unknown = await api(content, 'PUT', `/game-mappings/${provider.slotId}`, {
        walletProvider: 'nobody',
        externalGameId: 'slot',
      });
      expect(expectErrorBody(unknown, 400, 'validation_error').fields).toHaveProperty(
        'walletProvider',
      );
      const games = await t.app.inject({ url: '/api/v2/games/collection?limit=100' });
      const original = games
        .json<{ data: Array<{ id: number; provider: { value: string } }> }>()
        .data.find((game) => game.provider.value === 'wheelhouse-originals')!;
      const mapOriginal = await api(content, 'PUT', `/game-mappings/${original.id}`, {
        walletProvider: provider.slug,
        externalGameId: 'slot',
      });
      expectErrorBody(mapOriginal, 404, 'not_found');
      expectErrorBody(
        await api(content, 'PUT', '/game-mappings/2000000000', {
          walletProvider: null,
          externalGameId: null,
        }),
        404,
        'not_found',
      );
      for (const staff of [finance, support])
        expectErrorBody(await api(staff, 'GET', '/game-mappings'), 403, 'forbidden');
    });
  });

  describe('reconciliation', () => {
    it('reports a day’s bets, wins, rollbacks and open rounds, agreeing with the ledger', async () => {
      const before = ZReconciliationResponse.parse(
        (await api(finance, 'GET', `/wallet-providers/${provider.slug}/reconciliation`)).json(),
      ).totals;
      const s = await walletSession(t.app, provider, '100');
      const call = (path: string, extra: Record<string, unknown>) =>
        walletCall(t.app, provider, path, moneyBody(s, extra));
      const round = randomUUID();
      await call('/transaction/bet', { round, amount: 10 * USD });
      await call('/transaction/win', { round, amount: 25 * USD, round_closed: true });
      const lost = randomUUID();
      await call('/transaction/bet', { round: lost, amount: 4 * USD });
      await call('/transaction/win', { round: lost, amount: 0, round_closed: true });
      const refunded = moneyBody(s, { amount: 3 * USD });
      await walletCall(t.app, provider, '/transaction/bet', refunded);
      await call('/transaction/rollback', {
        round: refunded.round,
        reference_transaction_uuid: refunded.transaction_uuid,
      });
      await call('/transaction/bet', { amount: 2 * USD });

      const response = await api(
        finance,
        'GET',
        `/wallet-providers/${provider.slug}/reconciliation`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const report = ZReconciliationResponse.parse(response.json());
      expect(report.data).toHaveLength(7);
      expect(report.currency).toBe('USD');
      // Exact minor units (contracts' parser) at a scale finer than any the report uses.
      const minor = (text: string) => {
        const parsed = parseAmount(text, DIFF_SCALE, { allowNegative: true });
        if (!parsed.ok) throw new Error(`not an amount: ${text}`);
        return parsed.minor;
      };
      const diff = (after: string, earlier: string) => minor(after) - minor(earlier);
      const usd = (text: string) => minor(text);
      const totals = report.totals;
      expect(totals.bets.count - before.bets.count).toBe(4);
      expect(diff(totals.bets.amount, before.bets.amount)).toBe(usd('19'));
      expect(totals.wins.count - before.wins.count).toBe(2);
      expect(diff(totals.wins.amount, before.wins.amount)).toBe(usd('25'));
      expect(totals.rollbacks.count - before.rollbacks.count).toBe(1);
      expect(diff(totals.rollbacks.amount, before.rollbacks.amount)).toBe(usd('3'));
      expect(totals.openRounds - before.openRounds).toBe(2);
      expect(diff(totals.net, before.net)).toBe(-usd('9'));
      for (const day of report.data) expect(day.ledgerNet).toBe(day.net);
      expect(totals.ledgerNet).toBe(totals.net);
    });

    it('checks the range and the role', async () => {
      const url = `/wallet-providers/${provider.slug}/reconciliation`;
      expectErrorBody(
        await api(finance, 'GET', `${url}?from=2026-02-10&to=2026-02-01`),
        400,
        'validation_error',
      );
      expectErrorBody(
        await api(finance, 'GET', `${url}?from=2025-01-01&to=2026-01-01`),
        400,
        'validation_error',
      );
      expectErrorBody(await api(finance, 'GET', `${url}?from=yesterday`), 400, 'validation_error');
      const range = ZReconciliationResponse.parse(
        (await api(admin, 'GET', `${url}?from=2026-02-27&to=2026-03-01`)).json(),
      );
      expect(range.data.map((day) => day.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
      expectErrorBody(
        await api(finance, 'GET', '/wallet-providers/nobody/reconciliation'),
        404,
        'not_found',
      );
      for (const staff of [content, support])
        expectErrorBody(await api(staff, 'GET', url), 403, 'forbidden');
    });
  });
});
