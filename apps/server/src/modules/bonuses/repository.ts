import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { userBonuses } from './schema';

export type UserBonusRow = typeof userBonuses.$inferSelect;
export type NewUserBonusRow = typeof userBonuses.$inferInsert;

/** An active bonus as activeBonusesColumn reads it. */
export type ActiveBonusRow = Pick<
  UserBonusRow,
  'id' | 'title' | 'amountMinor' | 'wagerCurrentMinor' | 'wagerTotalMinor'
>;

/**
 * A column for another module's one-statement read or write (the originals' bet): the active
 * bonuses of the player `userIdSql` names (a parameter of that statement), oldest first, as JSON.
 * Read it back with activeBonusesFromColumn. Scoped by the player like every query here. With
 * `wagerCteName` (a wagerCte of the same statement) the wagering includes that statement's bet.
 */
export function activeBonusesColumn(
  userIdSql: string,
  name: string,
  wagerCteName?: string,
): string {
  // The statement's own wagerCte changed wager_current_minor after its snapshot: read it there.
  if (wagerCteName !== undefined && !/^[a-z_]{1,40}$/.test(wagerCteName))
    throw new TypeError('wagerCteName must be an identifier');
  const current = wagerCteName
    ? `coalesce((select w.wager_current_minor from ${wagerCteName} w where w.id = b.id), b.wager_current_minor)`
    : 'b.wager_current_minor';
  return `(select coalesce(json_agg(json_build_array(b.id, b.title, b.amount_minor::text,
              (${current})::text, b.wager_total_minor::text)
              order by b.created_at, b.id), '[]'::json)
            from user_bonuses b where b.user_id = ${userIdSql} and b.status = 'active') as ${name}`;
}

export function activeBonusesFromColumn(value: unknown): ActiveBonusRow[] {
  const listed = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
    [string, string, string, string, string]
  >;
  if (!Array.isArray(listed)) throw new TypeError('not an active bonuses column');
  return listed.map(([id, title, amount, wagerCurrent, wagerTotal]) => ({
    id,
    title,
    amountMinor: BigInt(amount),
    wagerCurrentMinor: BigInt(wagerCurrent),
    wagerTotalMinor: BigInt(wagerTotal),
  }));
}

/** Where a bet is counted (SQL fragments of the caller's statement and a literal category). */
export interface WagerSqlInput {
  userIdSql: string;
  gameSql: string;
  stakeSql: string;
  /** A game category value (checked: lower-case slug), inlined as a literal. */
  category: string;
  /** Counts only when this SQL condition holds (e.g. the bet was written). */
  when: string;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The weight (percent) of the bet's game for bonus row `b`, from its terms' gamesWagers: the game's
 * entry, else the category's, else `defaultWeight` (rules.ts wagerWeight, in SQL).
 */
function weightSql(gameSql: string, category: string, defaultWeight: number): string {
  return `coalesce(
      (select (e->>'weight')::int from jsonb_array_elements(coalesce(b.terms->'gamesWagers', '[]'::jsonb)) e
        where e->>'kind' = 'game' and e->>'value' = ${gameSql} limit 1),
      (select (e->>'weight')::int from jsonb_array_elements(coalesce(b.terms->'gamesWagers', '[]'::jsonb)) e
        where e->>'kind' = 'category' and e->>'value' = '${category}' limit 1),
      ${defaultWeight})`;
}

/**
 * A data-modifying CTE (without `with`) named `name` for another module's bet statement: adds the
 * bet's weighted stake to every active bonus of the player, up to its requirement, and returns
 * `met` per bonus. Read `(select coalesce(bool_or(met), false) from <name>)` to learn whether a
 * requirement was reached (then call completeWagered after the commit).
 */
export function wagerCte(input: WagerSqlInput, defaultWeight: number, name: string): string {
  if (!SLUG.test(input.category)) throw new TypeError('category must be a slug');
  if (!Number.isInteger(defaultWeight) || defaultWeight < 0 || defaultWeight > 100)
    throw new TypeError('weight must be 0–100');
  return `${name} as (
      update user_bonuses b
      set wager_current_minor = least(b.wager_total_minor,
        b.wager_current_minor + ${input.stakeSql} * ${weightSql(input.gameSql, input.category, defaultWeight)} / 100)
      where b.id in (
          -- Locked in the one order of bonus rows (oldest first), as activeForUpdate locks them.
          select l.id from user_bonuses l
          where l.user_id = ${input.userIdSql} and l.status = 'active'
          order by l.created_at, l.id for update)
        and b.user_id = ${input.userIdSql} and b.status = 'active' and (${input.when})
      returning b.id, b.wager_current_minor,
        b.wager_current_minor >= b.wager_total_minor and b.freespins_left = 0 as met)`;
}

/**
 * wagerCte for a provider stake in another module's statement, recording what it added under
 * `wagerKeySql` (as countWagerKeyed does) so uncountWager takes exactly that back on a rollback.
 * CTEs `<name>_locked`, `<name>` (met per bonus) and `<name>_recorded`.
 */
export function keyedWagerCte(
  input: WagerSqlInput & { wagerKeySql: string },
  defaultWeight: number,
  name: string,
): string {
  if (!SLUG.test(input.category)) throw new TypeError('category must be a slug');
  if (!Number.isInteger(defaultWeight) || defaultWeight < 0 || defaultWeight > 100)
    throw new TypeError('weight must be 0–100');
  return `${name}_locked as (
      select l.id, l.wager_current_minor as before from user_bonuses l
      where l.user_id = ${input.userIdSql} and l.status = 'active' and (${input.when})
      order by l.created_at, l.id for update),
    ${name} as (
      update user_bonuses b
      set wager_current_minor = least(b.wager_total_minor,
        b.wager_current_minor + ${input.stakeSql} * ${weightSql(input.gameSql, input.category, defaultWeight)} / 100)
      from ${name}_locked l
      where b.id = l.id and b.user_id = ${input.userIdSql}
      returning b.id, b.wager_current_minor - l.before as added,
        b.wager_current_minor >= b.wager_total_minor and b.freespins_left = 0 as met),
    ${name}_recorded as (
      insert into bonus_wager_counts (wager_key, user_bonus_id, user_id, amount_minor)
      select ${input.wagerKeySql}, c.id, ${input.userIdSql}, c.added from ${name} c where c.added > 0
      on conflict do nothing
      returning 1)`;
}

/** SQL bigint: the smallest wagerMaxBet of the player's active bonuses, null when none limits. */
export function maxBetSql(userIdSql: string): string {
  return `(select min((b.terms->>'wagerMaxBetMinor')::bigint) from user_bonuses b
      where b.user_id = ${userIdSql} and b.status = 'active')`;
}

/** SQL boolean: the player has no active bonus (so a stake adds to no wagering and has no max bet). */
export function noActiveBonusSql(userIdSql: string): string {
  return `not exists (select 1 from user_bonuses b
      where b.user_id = ${userIdSql} and b.status = 'active')`;
}

/** The only code that touches user_bonuses; every query is scoped by the player's id. */
export function bonusesRepository(db: Database) {
  const activeOf = (userId: number) =>
    and(eq(userBonuses.userId, userId), eq(userBonuses.status, 'active'));

  /** Read with every Balance (each bet's answer): a prepared statement. */
  const activeStatement = db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, sql.placeholder('userId')), eq(userBonuses.status, 'active')))
    .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id))
    .prepare('user_bonuses_active');

  return {
    async insert(row: NewUserBonusRow, executor: Database): Promise<UserBonusRow> {
      const [created] = await executor.insert(userBonuses).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async listForUser(userId: number, executor: Database = db): Promise<UserBonusRow[]> {
      return executor
        .select()
        .from(userBonuses)
        .where(eq(userBonuses.userId, userId))
        .orderBy(desc(userBonuses.createdAt), desc(userBonuses.id));
    },

    /** The active bonuses of several players in one read, each player's oldest first. */
    async activeOfMany(userIds: readonly number[]): Promise<UserBonusRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(userBonuses)
        .where(and(inArray(userBonuses.userId, [...userIds]), eq(userBonuses.status, 'active')))
        .orderBy(asc(userBonuses.userId), asc(userBonuses.createdAt), asc(userBonuses.id));
    },

    async active(userId: number, executor: Database = db): Promise<UserBonusRow[]> {
      if (executor === db) return activeStatement.execute({ userId });
      return executor
        .select()
        .from(userBonuses)
        .where(activeOf(userId))
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id));
    },

    async countActive(userId: number, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(userBonuses)
        .where(activeOf(userId));
      return Number(row?.total ?? 0);
    },

    /** The active bonuses, oldest first, locked until the caller's transaction ends. */
    async activeForUpdate(userId: number, executor: Database): Promise<UserBonusRow[]> {
      return executor
        .select()
        .from(userBonuses)
        .where(activeOf(userId))
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id))
        .for('update');
    },

    async byClaimKey(
      userId: number,
      claimKey: string,
      executor: Database = db,
    ): Promise<UserBonusRow | null> {
      const [row] = await executor
        .select()
        .from(userBonuses)
        .where(and(eq(userBonuses.userId, userId), eq(userBonuses.claimKey, claimKey)));
      return row ?? null;
    },

    /** Inserts unless the player has a row with the same claim key; null then. */
    async insertOnce(row: NewUserBonusRow, executor: Database): Promise<UserBonusRow | null> {
      const [created] = await executor
        .insert(userBonuses)
        .values(row)
        .onConflictDoNothing({ target: [userBonuses.userId, userBonuses.claimKey] })
        .returning();
      return created ?? null;
    },

    async byIdForUpdate(
      userId: number,
      id: string,
      executor: Database,
    ): Promise<UserBonusRow | null> {
      const [row] = await executor
        .select()
        .from(userBonuses)
        .where(and(eq(userBonuses.userId, userId), eq(userBonuses.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The player's claimed bonuses waiting for a deposit, oldest first, locked. */
    async pendingForUpdate(userId: number, executor: Database): Promise<UserBonusRow[]> {
      return executor
        .select()
        .from(userBonuses)
        .where(and(eq(userBonuses.userId, userId), eq(userBonuses.status, 'pending')))
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id))
        .for('update');
    },

    /** Moves one of the player's rows on; null when it was not in one of `from` any more. */
    async transition(
      userId: number,
      id: string,
      from: ReadonlyArray<UserBonusRow['status']>,
      set: Partial<NewUserBonusRow>,
      executor: Database,
    ): Promise<UserBonusRow | null> {
      const [row] = await executor
        .update(userBonuses)
        .set(set)
        .where(
          and(
            eq(userBonuses.userId, userId),
            eq(userBonuses.id, id),
            inArray(userBonuses.status, [...from]),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Active or pending bonuses past their expiry, any player (the expiry job), oldest first. */
    async expiredDue(now: Date, limit: number): Promise<Array<{ userId: number; id: string }>> {
      return db
        .select({ userId: userBonuses.userId, id: userBonuses.id })
        .from(userBonuses)
        .where(
          and(inArray(userBonuses.status, ['active', 'pending']), lte(userBonuses.expiresAt, now)),
        )
        .orderBy(asc(userBonuses.expiresAt))
        .limit(limit);
    },

    /** Players with an active bonus whose requirement is met (a completion a crash left behind). */
    async metDue(limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: userBonuses.userId })
        .from(userBonuses)
        .where(
          and(
            eq(userBonuses.status, 'active'),
            sql`${userBonuses.wagerCurrentMinor} >= ${userBonuses.wagerTotalMinor}`,
            eq(userBonuses.freespinsLeft, 0),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** The smallest max bet of the player's active bonuses, or null when none limits the stake. */
    async maxBetOf(userId: number, executor: Database = db): Promise<bigint | null> {
      const [row] = await executor
        .select({
          maxBet: sql<
            string | null
          >`min((${userBonuses.terms}->>'wagerMaxBetMinor')::bigint)::text`,
        })
        .from(userBonuses)
        .where(activeOf(userId));
      return row?.maxBet ? BigInt(row.maxBet) : null;
    },

    /** Adds a weighted stake to the player's active bonuses (the locked bet paths); true when one is met. */
    async countWager(
      userId: number,
      game: string,
      category: string,
      stakeMinor: bigint,
      defaultWeight: number,
      executor: Database,
    ): Promise<boolean> {
      if (!SLUG.test(game)) throw new TypeError('game must be a slug');
      if (!Number.isSafeInteger(userId)) throw new TypeError('userId must be an integer');
      // Every value is checked above, so the fragments are literals (wagerCte takes SQL text).
      const cte = wagerCte(
        {
          userIdSql: `${userId}::integer`,
          gameSql: `'${game}'::text`,
          stakeSql: `${BigInt(stakeMinor).toString()}::bigint`,
          category,
          when: 'true',
        },
        defaultWeight,
        'counted',
      );
      const result = await executor.execute(
        sql.raw(`with ${cte} select coalesce(bool_or(met), false) as met from counted`),
      );
      const rows = (result as unknown as { rows: Array<{ met: boolean }> }).rows;
      return Boolean(rows[0]?.met);
    },

    /**
     * countWager for a keyed bet (a provider stake): also records what it added to each bonus
     * under `wagerKey`, so that uncountWager can take exactly that back when the bet is rolled
     * back. Locks the active rows oldest first, like every bet.
     */
    async countWagerKeyed(
      userId: number,
      wagerKey: string,
      game: string,
      category: string,
      stakeMinor: bigint,
      defaultWeight: number,
      executor: Database,
    ): Promise<boolean> {
      if (!SLUG.test(game)) throw new TypeError('game must be a slug');
      if (!SLUG.test(category)) throw new TypeError('category must be a slug');
      if (!Number.isInteger(defaultWeight) || defaultWeight < 0 || defaultWeight > 100)
        throw new TypeError('weight must be 0–100');
      const weight = sql.raw(weightSql(`'${game}'::text`, category, defaultWeight));
      const result = await executor.execute(sql`
        with locked as (
          select l.id, l.wager_current_minor as before from user_bonuses l
          where l.user_id = ${userId}::integer and l.status = 'active'
          order by l.created_at, l.id for update),
        counted as (
          update user_bonuses b
          set wager_current_minor = least(b.wager_total_minor,
            b.wager_current_minor + ${stakeMinor.toString()}::bigint * ${weight} / 100)
          from locked l
          where b.id = l.id and b.user_id = ${userId}::integer
          returning b.id, b.wager_current_minor - l.before as added,
            b.wager_current_minor >= b.wager_total_minor and b.freespins_left = 0 as met),
        recorded as (
          insert into bonus_wager_counts (wager_key, user_bonus_id, user_id, amount_minor)
          select ${wagerKey}::text, c.id, ${userId}::integer, c.added from counted c where c.added > 0
          on conflict do nothing
          returning 1)
        select coalesce(bool_or(met), false) as met, (select count(*) from recorded) as recorded
        from counted`);
      const rows = (result as unknown as { rows: Array<{ met: boolean }> }).rows;
      return Boolean(rows[0]?.met);
    },

    /**
     * A rolled-back bet's wagering leaves the bonuses it counted toward (those still active), not
     * below zero; once per key (the records are removed). Returns how many bonuses changed.
     */
    async uncountWager(userId: number, wagerKey: string, executor: Database): Promise<number> {
      const result = await executor.execute(sql`
        with locked as (
          select l.id from user_bonuses l
          where l.user_id = ${userId}::integer and l.status = 'active'
          order by l.created_at, l.id for update),
        gone as (
          delete from bonus_wager_counts
          where wager_key = ${wagerKey}::text and user_id = ${userId}::integer
          returning user_bonus_id, amount_minor),
        taken as (
          update user_bonuses b
          set wager_current_minor = greatest(0, b.wager_current_minor - g.amount_minor)
          from gone g
          where b.id = g.user_bonus_id and b.user_id = ${userId}::integer and b.status = 'active'
            and b.id in (select id from locked)
          returning 1)
        select count(*)::int as changed from taken`);
      const rows = (result as unknown as { rows: Array<{ changed: number }> }).rows;
      return Number(rows[0]?.changed ?? 0);
    },

    /**
     * Takes one free spin of an active bonus (one conditional UPDATE, so parallel spins never take
     * more than there are): its stake and how many are left after it; null when none was left.
     */
    async takeFreeSpin(
      userId: number,
      id: string,
      executor: Database,
    ): Promise<{ stakeMinor: bigint; left: number } | null> {
      const [row] = await executor
        .update(userBonuses)
        .set({ freespinsLeft: sql`${userBonuses.freespinsLeft} - 1` })
        .where(and(activeOf(userId), eq(userBonuses.id, id), sql`${userBonuses.freespinsLeft} > 0`))
        .returning({
          stakeMinor: userBonuses.freespinsStakeMinor,
          left: userBonuses.freespinsLeft,
        });
      return row ?? null;
    },

    /**
     * Free rounds on a third-party game: the player's active bonuses for `game` with spins left
     * (sent at every launch, acknowledged before or not: a provider may have lost them).
     */
    async freeRoundsToGrant(userId: number, game: string): Promise<UserBonusRow[]> {
      return db
        .select()
        .from(userBonuses)
        .where(
          and(
            activeOf(userId),
            eq(userBonuses.freespinsGame, game),
            sql`${userBonuses.freespinsLeft} > 0`,
          ),
        )
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id));
    },

    async markFreeRoundsGranted(userId: number, id: string, at: Date): Promise<void> {
      await db
        .update(userBonuses)
        .set({ freeroundsGrantedAt: at })
        .where(
          and(
            eq(userBonuses.userId, userId),
            eq(userBonuses.id, id),
            sql`${userBonuses.freeroundsGrantedAt} is null`,
          ),
        );
    },

    /**
     * Takes one free round of the player's active bonus `id` on third-party game `game` (one
     * conditional UPDATE); null when it is not such a bonus of this player or none is left.
     */
    async takeFreeRound(
      userId: number,
      id: string,
      game: string,
      executor: Database,
    ): Promise<{ left: number } | null> {
      const [row] = await executor
        .update(userBonuses)
        .set({ freespinsLeft: sql`${userBonuses.freespinsLeft} - 1` })
        .where(
          and(
            activeOf(userId),
            eq(userBonuses.id, id),
            eq(userBonuses.freespinsGame, game),
            sql`${userBonuses.freespinsLeft} > 0`,
          ),
        )
        .returning({ left: userBonuses.freespinsLeft });
      return row ?? null;
    },

    /**
     * Gives back the round a rolled-back free-round bet took (one conditional UPDATE); false when
     * the bonus is no longer active (nothing to give back to).
     */
    async giveBackFreeRound(
      userId: number,
      id: string,
      game: string,
      executor: Database,
    ): Promise<boolean> {
      const rows = await executor
        .update(userBonuses)
        .set({ freespinsLeft: sql`${userBonuses.freespinsLeft} + 1` })
        .where(and(activeOf(userId), eq(userBonuses.id, id), eq(userBonuses.freespinsGame, game)))
        .returning({ left: userBonuses.freespinsLeft });
      return rows.length > 0;
    },

    /** Adds a free spin's (capped) winnings to the bonus and their wagering to its requirement. */
    async addFreeSpinWin(
      userId: number,
      id: string,
      creditMinor: bigint,
      wagerMinor: bigint,
      executor: Database,
    ): Promise<void> {
      await executor
        .update(userBonuses)
        .set({
          freespinsWonMinor: sql`${userBonuses.freespinsWonMinor} + ${creditMinor.toString()}::bigint`,
          amountMinor: sql`${userBonuses.amountMinor} + ${creditMinor.toString()}::bigint`,
          wagerTotalMinor: sql`${userBonuses.wagerTotalMinor} + ${wagerMinor.toString()}::bigint`,
        })
        .where(and(activeOf(userId), eq(userBonuses.id, id)));
    },

    async markForfeited(
      userId: number,
      ids: string[],
      now: Date,
      executor: Database,
    ): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .update(userBonuses)
        .set({ status: 'forfeited', endedAt: now })
        .where(and(activeOf(userId), inArray(userBonuses.id, ids)));
    },
  };
}
