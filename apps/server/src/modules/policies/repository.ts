import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { policyVersions } from './schema';

export type PolicyVersionRow = typeof policyVersions.$inferSelect;
export type NewPolicyVersionRow = typeof policyVersions.$inferInsert;

/** The only code that touches policy versions (operator content; no player scope). */
export function policiesRepository(db: Database) {
  async function lockSlug(slug: string, executor: Database): Promise<void> {
    await executor.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`wheelhouse:policy:${slug}`}))`,
    );
  }
  return {
    /** Serialises publishing (and seeding) of one policy until the transaction ends. */
    lockSlug,

    async current(slug: string): Promise<PolicyVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(policyVersions)
        .where(eq(policyVersions.slug, slug))
        .orderBy(desc(policyVersions.version))
        .limit(1);
      return row;
    },

    /** The current version of every slug that has one. */
    async currentAll(): Promise<PolicyVersionRow[]> {
      return db
        .selectDistinctOn([policyVersions.slug])
        .from(policyVersions)
        .orderBy(policyVersions.slug, desc(policyVersions.version));
    },

    async versions(slug: string): Promise<PolicyVersionRow[]> {
      return db
        .select()
        .from(policyVersions)
        .where(eq(policyVersions.slug, slug))
        .orderBy(desc(policyVersions.version));
    },

    async find(slug: string, version: number): Promise<PolicyVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(policyVersions)
        .where(and(eq(policyVersions.slug, slug), eq(policyVersions.version, version)))
        .limit(1);
      return row;
    },

    /**
     * Adds the next version of `slug` through `executor` (a transaction): a transaction-scoped
     * advisory lock per slug makes concurrent publishes take numbers one after the other.
     */
    async insertNext(
      row: Omit<NewPolicyVersionRow, 'version'>,
      executor: Database,
    ): Promise<PolicyVersionRow> {
      await lockSlug(row.slug, executor);
      const [last] = await executor
        .select({ version: sql<number>`coalesce(max(${policyVersions.version}), 0)::int` })
        .from(policyVersions)
        .where(eq(policyVersions.slug, row.slug));
      const [saved] = await executor
        .insert(policyVersions)
        .values({ ...row, version: (last?.version ?? 0) + 1 })
        .returning();
      return saved!;
    },
  };
}

export type PoliciesRepository = ReturnType<typeof policiesRepository>;
