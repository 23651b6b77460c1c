import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { staff, staffLoginChallenges, staffSessions } from './schema';

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffChallengeRow = typeof staffLoginChallenges.$inferSelect;

/** LIKE pattern for "contains", with the pattern's own metacharacters escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The only code that touches staff and staff sessions. */
export function adminRepository(db: Database) {
  return {
    async findStaffByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
      return row;
    },

    async findStaffById(staffId: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
      return row;
    },

    async anyAdmin(): Promise<boolean> {
      const rows = await db
        .select({ id: staff.id })
        .from(staff)
        .where(arrayContains(staff.roles, ['admin']))
        .limit(1);
      return rows.length > 0;
    },

    /** Creates the member or, when the email exists, replaces password and roles. */
    async upsertStaff(row: {
      email: string;
      passwordHash: string;
      roles: string[];
    }): Promise<StaffRow> {
      const [saved] = await db
        .insert(staff)
        .values(row)
        .onConflictDoUpdate({
          target: staff.email,
          set: { passwordHash: row.passwordHash, roles: row.roles },
        })
        .returning();
      if (!saved) throw new Error('upsert returned no row');
      return saved;
    },

    /** Creates the member unless the email exists; returns whether it was created. */
    async insertStaffIfAbsent(row: {
      email: string;
      passwordHash: string;
      roles: string[];
      totpSecret?: string;
      totpEnrolledAt?: Date;
    }): Promise<boolean> {
      const created = await db
        .insert(staff)
        .values(row)
        .onConflictDoNothing({ target: staff.email })
        .returning({ id: staff.id });
      return created.length > 0;
    },

    async insertSession(row: {
      staffId: number;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(staffSessions).values({
        staffId: row.staffId,
        tokenHash: row.tokenHash,
        createdAt: row.now,
        lastSeenAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    async findSession(tokenHash: string): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touchSession(sessionId: number, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(staffSessions.id, sessionId), lt(staffSessions.lastSeenAt, staleBefore)));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async deleteSessionById(sessionId: number): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    },

    async findStaffForUpdate(staffId: number, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(staff)
        .where(eq(staff.id, staffId))
        .for('update')
        .limit(1);
      return row;
    },

    async listStaff(query: { search?: string; role?: string; offset: number; limit: number }) {
      const where = and(
        query.search ? ilike(staff.email, containsPattern(query.search)) : undefined,
        query.role ? arrayContains(staff.roles, [query.role]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staff)
          .where(where)
          .orderBy(asc(staff.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ value: count() }).from(staff).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async emailsOf(staffIds: number[]): Promise<Map<number, string>> {
      if (staffIds.length === 0) return new Map();
      const rows = await db
        .select({ id: staff.id, email: staff.email })
        .from(staff)
        .where(inArray(staff.id, staffIds));
      return new Map(rows.map((row) => [row.id, row.email]));
    },

    async insertStaff(
      row: { email: string; passwordHash: string; roles: string[] },
      executor: Database = db,
    ) {
      const [saved] = await executor
        .insert(staff)
        .values(row)
        .onConflictDoNothing({ target: staff.email })
        .returning();
      return saved;
    },

    async updateStaff(
      staffId: number,
      changes: Partial<{
        roles: string[];
        disabledAt: Date | null;
        totpSecret: string | null;
        totpPendingSecret: string | null;
        totpEnrolledAt: Date | null;
        totpLastStep: number | null;
      }>,
      executor: Database = db,
    ) {
      const [saved] = await executor
        .update(staff)
        .set(changes)
        .where(eq(staff.id, staffId))
        .returning();
      return saved;
    },

    /**
     * Records `step` as the last accepted TOTP step unless an equal or later one was accepted
     * meanwhile (two requests racing with one code): only one of them gets true.
     */
    async acceptTotpStep(
      staffId: number,
      step: number,
      enrol: { sealedSecret: string; now: Date } | null,
    ): Promise<boolean> {
      const accepted = await db
        .update(staff)
        .set({
          totpLastStep: step,
          ...(enrol
            ? { totpSecret: enrol.sealedSecret, totpPendingSecret: null, totpEnrolledAt: enrol.now }
            : {}),
        })
        .where(
          and(
            eq(staff.id, staffId),
            or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
            enrol ? isNull(staff.totpSecret) : undefined,
          ),
        )
        .returning({ id: staff.id });
      return accepted.length > 0;
    },

    async deleteSessionsOf(staffId: number, executor: Database = db): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
      await executor.delete(staffLoginChallenges).where(eq(staffLoginChallenges.staffId, staffId));
    },

    async insertChallenge(row: { staffId: number; tokenHash: string; now: Date; expiresAt: Date }) {
      await db.insert(staffLoginChallenges).values({
        staffId: row.staffId,
        tokenHash: row.tokenHash,
        createdAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    async findChallenge(tokenHash: string): Promise<StaffChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(staffLoginChallenges)
        .where(eq(staffLoginChallenges.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Counts a wrong code; returns the attempts so far. */
    async countChallengeAttempt(challengeId: number): Promise<number> {
      const [row] = await db
        .update(staffLoginChallenges)
        .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
        .where(eq(staffLoginChallenges.id, challengeId))
        .returning({ attempts: staffLoginChallenges.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Spends the challenge; false when another request spent it first. */
    async deleteChallenge(challengeId: number): Promise<boolean> {
      const deleted = await db
        .delete(staffLoginChallenges)
        .where(eq(staffLoginChallenges.id, challengeId))
        .returning({ id: staffLoginChallenges.id });
      return deleted.length > 0;
    },

    async deleteExpiredChallenges(now: Date): Promise<void> {
      await db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, now));
    },
  };
}
