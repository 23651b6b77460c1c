import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOriginal } from '@wheelhouse/fair/games';
import { users } from '../users/schema';
import { registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund } from '../../test/money';
import { outcomeJson } from './present';
import { originalsService, type OriginalsService } from './service';

const DICE = { direction: 'under', target: '50' };

describe.each(databaseTargets())('originals seed pairs across server processes on %s', (target) => {
  let t: TestApp;
  let first: OriginalsService;
  let second: OriginalsService;

  beforeAll(async () => {
    t = await createTestApp(target);
    // Two services on one database stand for two server processes, each with its own memory.
    const services = servicesOf(t.app);
    const process = () =>
      originalsService({
        ...services,
        db: t.database.db,
        clock: t.clock,
        houseCurrency: t.config.houseCurrency,
        recordAudit: (entry, executor) => services.audit.record(entry, executor),
      });
    first = process();
    second = process();
  });

  afterAll(async () => {
    await t.close();
  });

  async function fundedUserId(): Promise<number> {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, player.email));
    if (!user) throw new Error('no user');
    return user.id;
  }

  const roll = (service: OriginalsService, userId: number) =>
    service.placeBet(userId, 'dice', { amount: '1', params: DICE }, randomUUID());

  it('plays every bet at the next nonce of the active pair, whichever process saw it last', async () => {
    const userId = await fundedUserId();
    const placed = [];
    placed.push((await roll(first, userId)).bet);
    placed.push((await roll(second, userId)).bet);
    placed.push((await roll(first, userId)).bet);
    await second.setClientSeed(userId, 'changed-on-the-second');
    placed.push((await roll(first, userId)).bet);
    const rotated = await second.rotate(userId);
    placed.push((await roll(first, userId)).bet);
    placed.push(
      ...(await Promise.all([roll(first, userId), roll(second, userId)])).map((r) => r.bet),
    );

    expect(placed.slice(0, 4).map((bet) => bet.nonce)).toEqual([0, 1, 2, 3]);
    expect(
      placed
        .slice(4)
        .map((bet) => bet.nonce)
        .sort(),
    ).toEqual([0, 1, 2]);
    expect(placed[3]?.clientSeed).toBe('changed-on-the-second');
    expect(rotated.revealed.lastNonce).toBe(3);
    for (const bet of placed.slice(0, 4)) {
      const expected = playOriginal(
        'dice',
        { serverSeed: rotated.revealed.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
        DICE,
      );
      if (!expected.ok) throw new Error('fair refused the params');
      expect(bet.outcome).toEqual(outcomeJson(expected.value));
      expect(bet.serverSeedHash).toBe(rotated.revealed.serverSeedHash);
    }
    for (const bet of placed.slice(4))
      expect(bet.serverSeedHash).toBe(rotated.current.serverSeedHash);
    await expectLedgerConsistent(t.database.db);
  });
});
