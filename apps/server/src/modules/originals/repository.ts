import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fairSeeds, originalBets } from '../../platform/db/schema';

export type SeedRow = typeof fairSeeds.$inferSelect;
export type BetRow = typeof originalBets.$inferSelect;
export type NewBetRow = typeof originalBets.$inferInsert;

/** A bet with the commitment of its seed pair and, once the pair was rotated, the revealed seed. */
export interface BetWithSeed {
  bet: BetRow;
  serverSeedHash: string;
  /** Only once the pair is rotated; never hand out the seed of an active pair. */
  revealedServerSeed: string | null;
}

/** The seed pair a bet was played with, taken under the pair's row lock with its nonce. */
export interface TakenNonce {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface Rows<T> {
  rows: T[];
}

const withSeed = {
  bet: originalBets,
  serverSeedHash: fairSeeds.serverSeedHash,
  revealedServerSeed: sql<
    string | null
  >`case when ${fairSeeds.revealedAt} is not null then ${fairSeeds.serverSeed} end`,
};

/** Every query is scoped by the player it serves. */
export function originalsRepository(db: Database) {
  return {
    async activeSeed(userId: number, executor: Database = db): Promise<SeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
      return row;
    },

    /** Commits a first pair for the player unless one is active already (race-safe). */
    async insertSeedIfNone(
      seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
      executor: Database = db,
    ): Promise<void> {
      await executor.execute(sql`
        insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
        values (${seed.userId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed})
        on conflict (user_id) where active do nothing`);
    },

    /**
     * Takes the next nonce of the active pair: the row lock it holds until the caller's transaction
     * ends orders the player's bets, and a rollback gives the nonce back, so nonces have no gaps.
     */
    async takeNonce(userId: number, executor: Database): Promise<TakenNonce | undefined> {
      const result = (await executor.execute(sql`
        update fair_seeds set nonce = nonce + 1
        where user_id = ${userId} and active
        returning id::text as "seedId", server_seed as "serverSeed",
                  server_seed_hash as "serverSeedHash", client_seed as "clientSeed",
                  nonce - 1 as nonce`)) as unknown as Rows<{
        seedId: string;
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        nonce: number;
      }>;
      const row = result.rows[0];
      return row && { ...row, seedId: BigInt(row.seedId), nonce: Number(row.nonce) };
    },

    async setClientSeed(userId: number, clientSeed: string): Promise<SeedRow | undefined> {
      const [row] = await db
        .update(fairSeeds)
        .set({ clientSeed })
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
        .returning();
      return row;
    },

    async lockActiveSeed(userId: number, executor: Database): Promise<SeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
        .for('update');
      return row;
    },

    async revealSeed(userId: number, seedId: bigint, at: Date, executor: Database) {
      const [row] = await executor
        .update(fairSeeds)
        .set({ active: false, revealedAt: at })
        .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.userId, userId)))
        .returning();
      return row;
    },

    async insertSeed(
      seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
      executor: Database,
    ): Promise<SeedRow> {
      const [row] = await executor.insert(fairSeeds).values(seed).returning();
      if (!row) throw new Error('seed insert returned nothing');
      return row;
    },

    async lastRevealedSeed(userId: number): Promise<SeedRow | undefined> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, false)))
        .orderBy(desc(fairSeeds.id))
        .limit(1);
      return row;
    },

    /**
     * Takes nonce `seed.nonce` of the pair `seed` and inserts the bet played with it, in one
     * statement: a compare-and-set on the pair (still active, same client seed, nonce unchanged), so
     * a stale copy of the pair only makes this answer 'stale' and changes nothing. 'key_used' when
     * the player used the idempotency key before: the nonce has moved, so the caller must roll back.
     */
    async insertBetAtNonce(
      bet: Omit<NewBetRow, 'seedId' | 'clientSeed' | 'nonce'>,
      seed: Pick<TakenNonce, 'seedId' | 'clientSeed' | 'nonce'>,
      executor: Database,
    ): Promise<BetRow | 'stale' | 'key_used'> {
      const result = (await executor.execute(sql`
        with taken as (
          update fair_seeds set nonce = nonce + 1
          where id = ${seed.seedId.toString()}::bigint and user_id = ${bet.userId} and active
            and nonce = ${seed.nonce} and client_seed = ${seed.clientSeed}
          returning id, client_seed, nonce - 1 as nonce),
        inserted as (
          insert into original_bets (user_id, game, status, currency, stake_minor, payout_minor,
            multiplier, display_currency, display_rate, params, outcome, seed_id, client_seed, nonce,
            idempotency_key, request_hash, settled_at)
          select ${bet.userId}, ${bet.game}, ${bet.status}, ${bet.currency},
            ${(bet.stakeMinor ?? 0n).toString()}::bigint, ${(bet.payoutMinor ?? 0n).toString()}::bigint,
            ${(bet.multiplier ?? 0n).toString()}::bigint, ${bet.displayCurrency},
            ${JSON.stringify(bet.displayRate)}::jsonb, ${JSON.stringify(bet.params)}::jsonb,
            ${bet.outcome === undefined || bet.outcome === null ? null : JSON.stringify(bet.outcome)}::jsonb,
            t.id, t.client_seed, t.nonce, ${bet.idempotencyKey}, ${bet.requestHash},
            ${bet.settledAt ? bet.settledAt.toISOString() : null}::timestamptz
          from taken t
          on conflict (user_id, idempotency_key) do nothing
          returning id::text as id, created_at)
        select (select count(*)::int from taken) as taken,
               (select id from inserted) as id,
               (select created_at from inserted) as created_at`)) as unknown as Rows<{
        taken: number;
        id: string | null;
        created_at: Date | string | null;
      }>;
      const row = result.rows[0];
      if (!row || Number(row.taken) === 0) return 'stale';
      if (row.id === null || row.created_at === null) return 'key_used';
      return {
        id: BigInt(row.id),
        userId: bet.userId,
        game: bet.game,
        status: bet.status,
        currency: bet.currency,
        stakeMinor: bet.stakeMinor,
        payoutMinor: bet.payoutMinor ?? 0n,
        multiplier: bet.multiplier ?? 0n,
        displayCurrency: bet.displayCurrency,
        displayRate: bet.displayRate,
        params: bet.params,
        outcome: bet.outcome ?? null,
        seedId: seed.seedId,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        idempotencyKey: bet.idempotencyKey,
        requestHash: bet.requestHash,
        createdAt: new Date(row.created_at),
        settledAt: bet.settledAt ?? null,
      };
    },

    /** Inserts the bet unless the player used this idempotency key before (then undefined). */
    async insertBet(bet: NewBetRow, executor: Database): Promise<BetRow | undefined> {
      const [row] = await executor
        .insert(originalBets)
        .values(bet)
        .onConflictDoNothing({ target: [originalBets.userId, originalBets.idempotencyKey] })
        .returning();
      return row;
    },

    async betByKey(userId: number, idempotencyKey: string): Promise<BetWithSeed | undefined> {
      const [row] = await db
        .select(withSeed)
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(
          and(eq(originalBets.userId, userId), eq(originalBets.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    async betOf(userId: number, id: bigint): Promise<BetWithSeed | undefined> {
      const [row] = await db
        .select(withSeed)
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(and(eq(originalBets.userId, userId), eq(originalBets.id, id)));
      return row;
    },

    async betsOf(
      userId: number,
      query: { game?: BetRow['game']; offset: number; limit: number },
    ): Promise<{ rows: BetWithSeed[]; total: number }> {
      const where = and(
        eq(originalBets.userId, userId),
        query.game ? eq(originalBets.game, query.game) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select(withSeed)
          .from(originalBets)
          .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
          .where(where)
          .orderBy(desc(originalBets.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(originalBets).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The player's unfinished mines round, if any. */
    async activeRound(userId: number, executor: Database = db): Promise<BetRow | undefined> {
      const [row] = await executor
        .select()
        .from(originalBets)
        .where(and(eq(originalBets.userId, userId), eq(originalBets.status, 'active')));
      return row;
    },

    /** The round with its seeds under a row lock: reveals and cash-outs of one round run one at a time. */
    async lockRound(
      userId: number,
      id: bigint,
      executor: Database,
    ): Promise<{ bet: BetRow; seed: SeedRow } | undefined> {
      const [row] = await executor
        .select({ bet: originalBets, seed: fairSeeds })
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(
          and(
            eq(originalBets.userId, userId),
            eq(originalBets.id, id),
            eq(originalBets.game, 'mines'),
          ),
        )
        .for('update', { of: originalBets });
      return row;
    },

    /**
     * Compare-and-set on an active round: the change applies only while the round is still active
     * with exactly the picks the caller saw, so a second click that raced the first changes nothing.
     */
    async updateActiveRound(
      userId: number,
      id: bigint,
      expectedPicks: number,
      change: Partial<
        Pick<BetRow, 'status' | 'params' | 'outcome' | 'payoutMinor' | 'multiplier'>
      > & {
        settledAt?: Date;
      },
      executor: Database,
    ): Promise<BetRow | undefined> {
      const [row] = await executor
        .update(originalBets)
        .set(change)
        .where(
          and(
            eq(originalBets.userId, userId),
            eq(originalBets.id, id),
            eq(originalBets.status, 'active'),
            sql`jsonb_array_length(${originalBets.params} -> 'picks') = ${expectedPicks}`,
          ),
        )
        .returning();
      return row;
    },
  };
}

export type OriginalsRepository = ReturnType<typeof originalsRepository>;
