import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AdminUsersQuery } from '@wheelhouse/contracts/admin';
import type { Database } from '../../platform/db/client';
import { orderOf } from '../../platform/db/sort';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** What UsersService.currencySubquery answers: `userId` is the reading statement's own SQL. */
export function playerCurrencySubquery(userId: SQL | Placeholder): SQL<string | null> {
  return sql<string | null>`(select ${users.currency} from ${users} where ${users.id} = ${userId})`;
}

/** The only code that touches the users table. Reads for one player filter by that player's id. */
export function usersRepository(db: Database) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_by_id');
  const currencyById = db
    .select({ currency: users.currency })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_currency_by_id');

  return {
    async insert(row: NewUserRow, executor: Database = db): Promise<UserRow> {
      const [created] = await executor.insert(users).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    /** Read on every authenticated request (the ban check): a prepared statement. */
    async findById(userId: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ userId });
      return row;
    },

    async findByGlobalId(globalId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.globalId, globalId)).limit(1);
      return row;
    },

    /** First names and emails of several players in one read (the live feed's masked names). */
    async namesOf(
      userIds: readonly number[],
    ): Promise<Map<number, { firstName: string | null; email: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, email: users.email })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((row) => [row.id, { firstName: row.firstName, email: row.email }]));
    },

    /** Global ids of several players in one read (absent: no such player). */
    async globalIdsOf(userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, globalId: users.globalId })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((row) => [row.id, row.globalId]));
    },

    /** Display currencies of several players in one read (absent: no such player). */
    async currenciesOf(userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, currency: users.currency })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((row) => [row.id, row.currency]));
    },

    /** Read by stakes and balances that have not read it with something else: prepared. */
    async currencyOf(userId: number): Promise<string | undefined> {
      const [row] = await currencyById.execute({ userId });
      return row?.currency;
    },

    async updateCurrency(
      userId: number,
      currency: string,
      now: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ currency, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Sets has_deposits once; a player who already has it is left untouched (no row rewrite). */
    async markHasDeposits(userId: number, now: Date, executor: Database = db): Promise<void> {
      await executor
        .update(users)
        .set({ hasDeposits: true, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.hasDeposits, false)));
    },

    async setPushNotificationsActive(
      userId: number,
      active: boolean,
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ pushNotificationsActive: active, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.pushNotificationsActive, !active)));
    },

    async languageOf(userId: number, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.language;
    },

    /** hasDeposits set and the deposit count incremented, in the caller's transaction. */
    async recordCompletedDeposit(
      userId: number,
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ hasDeposits: true, depositCount: sql`${users.depositCount} + 1`, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async depositCountOf(userId: number, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ depositCount: users.depositCount })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.depositCount ?? 0;
    },

    async hasDepositsOf(userId: number, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ hasDeposits: users.hasDeposits })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.hasDeposits ?? false;
    },

    async findByEmail(normalisedEmail: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, normalisedEmail)).limit(1);
      return row;
    },

    /** Locks the row (inside a transaction) so a concurrent change cannot slip between read and write. */
    async findByGlobalIdForUpdate(
      globalId: string,
      executor: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await executor
        .select()
        .from(users)
        .where(eq(users.globalId, globalId))
        .limit(1)
        .for('update');
      return row;
    },

    async updateLanguage(
      userId: number,
      language: string,
      now: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ language, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /**
     * Sets profile fields in one conditional UPDATE: names only while neither is set, the date of
     * birth only while unset (the rules of users/service.ts). Undefined when a condition failed.
     */
    async setCredentials(
      userId: number,
      changes: Partial<Pick<UserRow, 'passwordHash' | 'email'>>,
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async updateProfile(
      userId: number,
      changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'gender' | 'dateOfBirth'>>,
      now: Date,
    ): Promise<UserRow | undefined> {
      const conditions: SQL[] = [eq(users.id, userId)];
      if (changes.firstName !== undefined || changes.lastName !== undefined)
        conditions.push(sql`${users.firstName} is null and ${users.lastName} is null`);
      if (changes.dateOfBirth !== undefined) conditions.push(sql`${users.dateOfBirth} is null`);
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(and(...conditions))
        .returning();
      return row;
    },

    /**
     * Staff set both names (support's name change), whatever they were, in the caller's
     * transaction; answers the names before (the row locked first) and the updated row.
     */
    async setNames(
      userId: number,
      names: { firstName: string | null; lastName: string | null },
      now: Date,
      executor: Database = db,
    ): Promise<{ before: Pick<UserRow, 'firstName' | 'lastName'>; row: UserRow } | undefined> {
      const [before] = await executor
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) return undefined;
      const [row] = await executor
        .update(users)
        .set({ ...names, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row ? { before, row } : undefined;
    },

    async setBan(
      globalId: string,
      ban: { bannedAt: Date; reason: string } | null,
      now: Date,
      executor: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await executor
        .update(users)
        .set({ bannedAt: ban?.bannedAt ?? null, banReason: ban?.reason ?? null, updatedAt: now })
        .where(eq(users.globalId, globalId))
        .returning();
      return row;
    },

    async setVip(
      globalId: string,
      vip: { isVip: boolean; managerTelegram: string | null },
      now: Date,
      executor: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await executor
        .update(users)
        .set({ isVip: vip.isVip, vipManagerTelegram: vip.managerTelegram, updatedAt: now })
        .where(eq(users.globalId, globalId))
        .returning();
      return row;
    },

    /** Takes the manager `username` (any case) off every player who has them; how many. */
    async clearVipManager(username: string, now: Date, executor: Database = db): Promise<number> {
      const rows = await executor
        .update(users)
        .set({ vipManagerTelegram: null, updatedAt: now })
        .where(sql`lower(${users.vipManagerTelegram}) = ${username.toLowerCase()}`)
        .returning({ id: users.id });
      return rows.length;
    },

    /** Makes the listed players VIP; answers those that were not VIP before. */
    async promoteToVip(userIds: readonly number[], now: Date): Promise<UserRow[]> {
      if (userIds.length === 0) return [];
      return db
        .update(users)
        .set({ isVip: true, updatedAt: now })
        .where(and(inArray(users.id, [...userIds]), eq(users.isVip, false)))
        .returning();
    },

    async vips(page: {
      offset: number;
      limit: number;
    }): Promise<{ rows: UserRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(eq(users.isVip, true))
          .orderBy(desc(users.updatedAt), desc(users.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(users).where(eq(users.isVip, true)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** VIP players per manager username (lower-case). */
    async vipsPerManager(): Promise<Map<string, number>> {
      const rows = await db
        .select({ manager: sql<string>`lower(${users.vipManagerTelegram})`, total: count() })
        .from(users)
        .where(and(eq(users.isVip, true), sql`${users.vipManagerTelegram} is not null`))
        .groupBy(sql`lower(${users.vipManagerTelegram})`);
      return new Map(rows.map((row) => [row.manager, row.total]));
    },

    /** Back-office search: by part of the email or the exact global id, newest first. */
    async search(query: {
      search?: string;
      sort?: Pick<AdminUsersQuery, 'sort' | 'order'>;
      offset: number;
      limit: number;
    }): Promise<{ rows: UserRow[]; total: number }> {
      const filter = searchFilter(query.search);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(filter)
          .orderBy(
            ...(query.sort
              ? orderOf(
                  // Ids follow sign-up order: the primary key is the index-friendly time order.
                  { createdAt: users.id, email: users.email, currency: users.currency },
                  query.sort,
                  users.id,
                )
              : [desc(users.id)]),
          )
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(users).where(filter),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    /** Accounts created per UTC day in [from, to). */
    async createdPerDay(range: { from: Date; to: Date }): Promise<Map<string, number>> {
      const result = await db.execute(sql`
        select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from users
        where created_at >= ${range.from.toISOString()}::timestamptz
          and created_at < ${range.to.toISOString()}::timestamptz
        group by 1`);
      const rows = (result as unknown as { rows: { day: string; n: number }[] }).rows;
      return new Map(rows.map((row) => [row.day, Number(row.n)]));
    },
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return or(ilike(users.email, `%${escaped}%`), eq(users.globalId, term));
}

export type UsersRepository = ReturnType<typeof usersRepository>;
