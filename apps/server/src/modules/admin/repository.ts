import { and, arrayContains, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { staff, staffSessions } from './schema';

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

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
  };
}
