import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@wheelhouse/contracts/admin';
import type { Database } from '../../platform/db/client';
import { orderOf } from '../../platform/db/sort';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The only code that touches the users table. Reads for one player filter by that player's id. */
export function usersRepository(db: Database) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_by_id');

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

    async currencyOf(userId: number, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ currency: users.currency })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
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
