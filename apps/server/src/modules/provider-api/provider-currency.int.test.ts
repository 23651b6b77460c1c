import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlaceBetResponse } from '@wheelhouse/contracts/originals';
import { ZLaunchResponse } from '@wheelhouse/contracts/provider-api';
import { registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  walletCall,
  type TestProvider,
  type WalletSession,
} from '../../test/provider-wallet';

/**
 * Play in a session currency other than the house's: a BTC-display player's frame plays in BTC
 * (seeded at 65,000 USD), stakes and wins convert into the USD ledger exactly as an original's
 * stake typed in BTC does, and an amount too large for the ledger once converted is refused as
 * malformed without harming the calls batched beside it.
 */
describe.each(databaseTargets())('provider play in a session currency on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;

  beforeAll(async () => {
    t = await createTestApp(target);
    const secret = randomUUID();
    provider = await connectTestProvider(t.app, { kind: 'hmac', secret });
    await servicesOf(t.app).providerLaunch.saveProvider({
      slug: provider.slug,
      name: 'Test provider',
      signature: 'hmac',
      publicKey: null,
      secret,
      launchUrl: 'http://provider.test',
      currencies: ['USD', 'BTC'],
      active: true,
    });
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  async function btcSession(amount: string): Promise<WalletSession> {
    const player = await registerPlayer(t.app, { currency: 'BTC' });
    await fund(t.app, player.email, amount);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${provider.slotId}/launch`,
      headers: player.auth,
      payload: { mode: 'real' },
    });
    const launched = ZLaunchResponse.parse(response.json());
    expect(launched.currency).toBe('BTC');
    const token = new URL(launched.url).searchParams.get('token')!;
    return { player, token, user: await globalIdOf(t.app, player.auth) };
  }

  const call = (path: string, s: WalletSession, extra: Record<string, unknown>) =>
    walletCall(t.app, provider, path, moneyBody(s, { currency: 'BTC', ...extra }));

  it('debits a BTC stake exactly as an original debits the same stake typed in BTC', async () => {
    const s = await btcSession('100');
    const original = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/limbo/bets',
      headers: { ...s.player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '0.00012', params: { target: '2' } },
    });
    expect(original.statusCode, original.body).toBe(200);
    const { bet } = ZPlaceBetResponse.parse(original.json());
    expect(bet.stake).toMatchObject({ amount: '0.00012000', currency: 'BTC' });
    const before = await mainBalanceOf(t.app, s.player);

    // 0.00012 BTC is 12 protocol units (1/100,000 BTC); the balance answers in them too.
    const round = randomUUID();
    const staked = await call('/transaction/bet', s, { round, amount: 12 });
    expect(staked).toMatchObject({ status: 'RS_OK', currency: 'BTC' });
    const after = await mainBalanceOf(t.app, s.player);
    const micro = (amount: string) => BigInt(amount.replace('.', ''));
    expect(micro(before) - micro(after)).toBe(micro(bet.stake.houseAmount));
    expect(bet.stake.houseAmount).toBe('7.800000');
    // 92.2 USD less the limbo result, in whole 1/100,000 BTC, rounded down.
    expect(staked.balance).toBe(Number((micro(after) * 100_000n) / 65_000_000_000n));

    const paid = await call('/transaction/win', s, { round, amount: 24, round_closed: true });
    expect(paid.status).toBe('RS_OK');
    expect(micro(await mainBalanceOf(t.app, s.player)) - micro(after)).toBe(15_600_000n);
  });

  it('refuses an amount too large for the ledger as malformed, with the balance, and the calls batched beside it pay', async () => {
    const players = await Promise.all([btcSession('10'), btcSession('10'), btcSession('10')]);
    const rounds = players.map(() => randomUUID());
    // The first bet of a token takes the general path; the rest are known tokens (batched).
    for (const [index, s] of players.entries())
      await call('/transaction/bet', s, { round: rounds[index], amount: 1 });

    const [huge, ...others] = players;
    const answers = await Promise.all([
      call('/transaction/win', huge!, { round: rounds[0], amount: Number.MAX_SAFE_INTEGER }),
      call('/transaction/bet', huge!, { amount: Number.MAX_SAFE_INTEGER }),
      ...others.map((s, index) =>
        call('/transaction/win', s, { round: rounds[index + 1], amount: 2, round_closed: true }),
      ),
    ]);
    const [win, bet, ...paid] = answers;
    expect(win).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES', currency: 'BTC' });
    expect(win!.balance).toBeGreaterThan(0);
    expect(bet).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES' });
    for (const answer of paid) expect(answer.status).toBe('RS_OK');
    // 10 USD − 0.65 (1 unit) + 1.30 (2 units) for the others; the refused player lost only the stake.
    expect(await mainBalanceOf(t.app, huge!.player)).toBe('9.350000');
    for (const s of others) expect(await mainBalanceOf(t.app, s.player)).toBe('10.650000');
  });
});
