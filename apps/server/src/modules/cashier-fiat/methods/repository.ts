import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatPaymentMethods } from '../schema';

export type FiatMethodRow = typeof fiatPaymentMethods.$inferSelect;
export type NewFiatMethodRow = typeof fiatPaymentMethods.$inferInsert;
/** What staff may change on a method (everything but its id and currency). */
export type FiatMethodChange = Partial<Omit<NewFiatMethodRow, 'id' | 'currency' | 'createdAt'>>;

/**
 * The only code that touches `fiat_payment_methods`. Methods are operator reference data, not a
 * player's resource, so no query here is scoped by user. Functions that may run inside a caller's
 * transaction take its `executor` (on PGlite a query outside the open transaction would wait).
 */
export function fiatMethodsRepository(db: Database) {
  const byPriority = [desc(fiatPaymentMethods.priority), asc(fiatPaymentMethods.id)] as const;

  return {
    /** The method, active or not. */
    async findById(id: string, executor: Database = db): Promise<FiatMethodRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatPaymentMethods)
        .where(eq(fiatPaymentMethods.id, id))
        .limit(1);
      return row;
    },

    /** The method with its row locked until the caller's transaction ends (staff changes). */
    async findForUpdate(id: string, executor: Database): Promise<FiatMethodRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatPaymentMethods)
        .where(eq(fiatPaymentMethods.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /** Active methods, highest priority first (ties by id). */
    async listActive(executor: Database = db): Promise<FiatMethodRow[]> {
      return executor
        .select()
        .from(fiatPaymentMethods)
        .where(eq(fiatPaymentMethods.active, true))
        .orderBy(...byPriority);
    },

    /** Every method, active or not, for the back office; highest priority first. */
    async list(executor: Database = db): Promise<FiatMethodRow[]> {
      return executor
        .select()
        .from(fiatPaymentMethods)
        .orderBy(...byPriority);
    },

    /** Serialises demo seeding across processes until the caller's transaction ends. */
    async lockSeed(executor: Database): Promise<void> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtext('wheelhouse:fiat-methods:seed'))`,
      );
    },

    /** Inserts the method; undefined when its id is taken. */
    async insert(
      row: NewFiatMethodRow,
      executor: Database = db,
    ): Promise<FiatMethodRow | undefined> {
      const [created] = await executor
        .insert(fiatPaymentMethods)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return created;
    },

    /** Applies the change; undefined when no such method. */
    async update(
      id: string,
      change: FiatMethodChange,
      executor: Database = db,
    ): Promise<FiatMethodRow | undefined> {
      const [updated] = await executor
        .update(fiatPaymentMethods)
        .set({ updatedAt: new Date(), ...change })
        .where(eq(fiatPaymentMethods.id, id))
        .returning();
      return updated;
    },
  };
}

export type FiatMethodsRepository = ReturnType<typeof fiatMethodsRepository>;
