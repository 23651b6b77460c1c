import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
  walletSession,
  type TestProvider,
  type WalletSession,
} from '../../test/provider-wallet';
import { runPrepared } from '../../platform/db/prepared';
import { groupCommitter } from './group-commit';

/**
 * Group commit (group-commit.ts): known-token bets and wins of different players that arrive
 * together share one transaction, each keeping its own answer; a player's calls keep their order;
 * one call's refusal or replay never changes another's.
 */
describe.each(databaseTargets())('provider wallet group commit on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { PROVIDER_GROUP_COMMIT: 'on' } });
    provider = await connectTestProvider(t.app, {
      kind: 'hmac',
      secret: randomBytes(32).toString('hex'),
    });
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const call = (path: string, body: Record<string, unknown>) =>
    walletCall(t.app, provider, path, body);
  const stats = () => servicesOf(t.app).providerWallet.groupCommitStats()!;

  /** A player whose token the wallet knows (a first bet through the general path): 1 USD staked. */
  async function knownSession(amount: string): Promise<WalletSession> {
    const s = await walletSession(t.app, provider, amount);
    const first = await call('/transaction/bet', moneyBody(s, { amount: USD }));
    expect(first.status).toBe('RS_OK');
    return s;
  }

  it('bets and wins of many players arriving together: each its own answer and money', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => knownSession('20')));
    const before = stats();
    const rounds = sessions.map(() => randomUUID());
    const bets = await Promise.all(
      sessions.map((s, i) =>
        call('/transaction/bet', moneyBody(s, { round: rounds[i], amount: (i + 1) * USD })),
      ),
    );
    bets.forEach((answer, i) =>
      expect(answer).toMatchObject({
        status: 'RS_OK',
        user: sessions[i]!.user,
        balance: (19 - (i + 1)) * USD,
      }),
    );
    const wins = await Promise.all(
      sessions.map((s, i) =>
        call(
          '/transaction/win',
          moneyBody(s, { round: rounds[i], amount: 2 * (i + 1) * USD, round_closed: true }),
        ),
      ),
    );
    wins.forEach((answer, i) =>
      expect(answer).toMatchObject({ status: 'RS_OK', balance: (19 + (i + 1)) * USD }),
    );
    for (const [i, s] of sessions.entries())
      expect(await mainBalanceOf(t.app, s.player)).toBe(`${19 + i + 1}.000000`);
    // Some of these calls shared a commit (the first of each burst may run alone).
    expect(stats().batchedCalls - before.batchedCalls).toBeGreaterThanOrEqual(2);
  });

  it('two bets of one player in the same window: one after the other, never an overdraft', async () => {
    const s = await knownSession('9'); // 8 USD left
    const answers = await Promise.all([
      call('/transaction/bet', moneyBody(s, { amount: 5 * USD })),
      call('/transaction/bet', moneyBody(s, { amount: 5 * USD })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_OK']);
    for (const answer of answers) expect(answer.balance).toBe(3 * USD);
    expect(await mainBalanceOf(t.app, s.player)).toBe('3.000000');
  });

  it('a refused call next to succeeding ones changes none of them', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => knownSession('5')));
    const answers = await Promise.all(
      sessions.map((s, i) =>
        call('/transaction/bet', moneyBody(s, { amount: (i === 3 ? 50 : 2) * USD })),
      ),
    );
    answers.forEach((answer, i) =>
      i === 3
        ? expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 4 * USD })
        : expect(answer).toMatchObject({ status: 'RS_OK', balance: 2 * USD }),
    );
    for (const [i, s] of sessions.entries())
      expect(await mainBalanceOf(t.app, s.player)).toBe(i === 3 ? '4.000000' : '2.000000');
  });

  it('a request id used twice in one window: the first acts, the twin is a duplicate', async () => {
    const [a, b, c] = await Promise.all([
      knownSession('10'),
      knownSession('10'),
      knownSession('10'),
    ]);
    const requestUuid = randomUUID();
    const sameBody = moneyBody(c!, { amount: 2 * USD });
    const answers = await Promise.all([
      call('/transaction/bet', moneyBody(a!, { request_uuid: requestUuid, amount: 3 * USD })),
      call('/transaction/bet', moneyBody(b!, { request_uuid: requestUuid, amount: 3 * USD })),
      // The same request sent twice at once (a provider's retry): one debit, one answer.
      call('/transaction/bet', sameBody),
      call('/transaction/bet', sameBody),
    ]);
    const [first, second, once, again] = answers;
    expect([first!.status, second!.status].sort()).toEqual([
      'RS_ERROR_DUPLICATE_TRANSACTION',
      'RS_OK',
    ]);
    const debited = [a!, b!].filter((_, i) => answers[i]!.status === 'RS_OK');
    const spared = [a!, b!].filter((_, i) => answers[i]!.status !== 'RS_OK');
    expect(await mainBalanceOf(t.app, debited[0]!.player)).toBe('6.000000');
    expect(await mainBalanceOf(t.app, spared[0]!.player)).toBe('9.000000');
    expect(once).toMatchObject({ status: 'RS_OK', balance: 7 * USD });
    expect(again).toEqual(once);
    expect(await mainBalanceOf(t.app, c!.player)).toBe('7.000000');
  });

  describe('the committer itself', () => {
    const table = `group_commit_probe_${randomBytes(4).toString('hex')}`;
    const insert = (player: number, key: string) => ({
      name: `${table}_insert`,
      text: `insert into ${table} (player, key) values ($1::integer, $2::text) returning seq`,
      params: [player, key],
    });

    beforeAll(async () => {
      await t.database.db.execute(
        sql.raw(`create table ${table} (seq serial primary key, player integer, key text unique)`),
      );
    });

    it('one batch for many players; a player’s second call waits for the next, in order', async () => {
      const committer = groupCommitter({ db: t.database.db, maxInFlight: 1 });
      const runs = [
        committer.run<{ seq: number }>(1, insert(1, 'first-of-1')),
        committer.run<{ seq: number }>(2, insert(2, 'only-of-2')),
        committer.run<{ seq: number }>(1, insert(1, 'second-of-1')),
        committer.run<{ seq: number }>(3, insert(3, 'only-of-3')),
      ];
      const seqs = (await Promise.all(runs)).map((rows) => Number(rows[0]!.seq));
      expect(seqs[2]).toBeGreaterThan(seqs[0]!);
      expect(seqs[2]).toBeGreaterThan(seqs[3]!);
      // Players 1, 2 and 3 in one batch; player 1's second call alone after it.
      expect(committer.stats()).toEqual({ batches: 1, batchedCalls: 3, fallbacks: 0 });
    });

    it('a failing statement fails alone: the others of its batch commit', async () => {
      const committer = groupCommitter({ db: t.database.db, maxInFlight: 1 });
      const results = await Promise.allSettled([
        committer.run(10, insert(10, 'kept-10')),
        committer.run(11, { name: `${table}_fail`, text: 'select 1 / 0 as x', params: [] }),
        committer.run(12, insert(12, 'kept-12')),
        // A duplicate key inside the batch: the first writer keeps it, the twin is refused.
        committer.run(13, insert(13, 'kept-10')),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
        'rejected',
      ]);
      expect(committer.stats()).toMatchObject({ batches: 0, fallbacks: 1 });
      const rows = await runPrepared(t.database.db, {
        name: `${table}_read`,
        text: `select player, key from ${table} where player >= 10 order by player`,
        params: [],
      });
      expect(rows).toEqual([
        { player: 10, key: 'kept-10' },
        { player: 12, key: 'kept-12' },
      ]);
    });
  });
});
