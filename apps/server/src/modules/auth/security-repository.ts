import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  accountTokens,
  playerSecondFactors,
  recoveryCodes,
  signInEvents,
  verifiedEmails,
} from './schema';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type SecondFactorRow = typeof playerSecondFactors.$inferSelect;
export type SignInEventRow = typeof signInEvents.$inferSelect;

/** The only code that touches mailed tokens, verified addresses, second factors and sign-in history. */
export function securityRepository(db: Database) {
  return {
    async insertToken(row: {
      userId: number;
      purpose: TokenPurpose;
      tokenHash: string;
      email: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accountTokens).values({
        userId: row.userId,
        purpose: row.purpose,
        tokenHash: row.tokenHash,
        email: row.email,
        createdAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    /**
     * Marks an unused, unexpired token of `purpose` used in one conditional UPDATE, so two requests
     * with the same link cannot both pass; answers its row, or undefined.
     */
    async consumeToken(
      tokenHash: string,
      purpose: TokenPurpose,
      now: Date,
      executor: Database = db,
    ): Promise<{ userId: number; email: string } | undefined> {
      const [row] = await executor
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row;
    },

    /** Every unused token of the player for `purpose` stops working (a newer one, or a reset done). */
    async retireTokens(
      userId: number,
      purpose: TokenPurpose,
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    async verifiedEmailOf(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: verifiedEmails.email })
        .from(verifiedEmails)
        .where(eq(verifiedEmails.userId, userId));
      return row?.email;
    },

    async setVerifiedEmail(
      userId: number,
      email: string,
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .insert(verifiedEmails)
        .values({ userId, email, verifiedAt: now })
        .onConflictDoUpdate({ target: verifiedEmails.userId, set: { email, verifiedAt: now } });
    },

    async secondFactorOf(userId: number): Promise<SecondFactorRow | undefined> {
      const [row] = await db
        .select()
        .from(playerSecondFactors)
        .where(eq(playerSecondFactors.userId, userId));
      return row;
    },

    async setPendingSecret(userId: number, sealed: string): Promise<void> {
      await db
        .insert(playerSecondFactors)
        .values({ userId, pendingSecret: sealed })
        .onConflictDoUpdate({
          target: playerSecondFactors.userId,
          set: { pendingSecret: sealed },
        });
    },

    /**
     * Records `step` as used, only when it is later than the last one (a replayed code fails the
     * condition); with `enable`, also turns the pending secret on, only while none is on.
     */
    async acceptStep(
      userId: number,
      step: number,
      enable: { sealed: string; now: Date } | null,
      executor: Database = db,
    ): Promise<boolean> {
      const accepted = await executor
        .update(playerSecondFactors)
        .set({
          lastStep: step,
          ...(enable ? { secret: enable.sealed, pendingSecret: null, enabledAt: enable.now } : {}),
        })
        .where(
          and(
            eq(playerSecondFactors.userId, userId),
            or(isNull(playerSecondFactors.lastStep), lt(playerSecondFactors.lastStep, step)),
            enable ? isNull(playerSecondFactors.secret) : undefined,
          ),
        )
        .returning({ userId: playerSecondFactors.userId });
      return accepted.length > 0;
    },

    /** Turns the second factor off and drops its recovery codes; answers whether it was on. */
    async removeSecondFactor(userId: number, executor: Database = db): Promise<boolean> {
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const removed = await executor
        .delete(playerSecondFactors)
        .where(eq(playerSecondFactors.userId, userId))
        .returning({ secret: playerSecondFactors.secret });
      return removed.some((row) => row.secret !== null);
    },

    async replaceRecoveryCodes(
      userId: number,
      codeHashes: string[],
      executor: Database = db,
    ): Promise<void> {
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await executor
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Uses a recovery code once: one conditional UPDATE decides between two parallel sign-ins. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(row?.left ?? 0);
    },

    async insertSignIn(
      row: {
        userId: number;
        at: Date;
        success: boolean;
        failure: 'password' | 'second_factor' | null;
        ip: string | null;
        userAgent: string | null;
      },
      executor: Database = db,
    ): Promise<number> {
      const [inserted] = await executor
        .insert(signInEvents)
        .values(row)
        .returning({ id: signInEvents.id });
      return inserted!.id;
    },

    /** Whether the player signed in successfully before with this user agent. */
    async knownDevice(userId: number, userAgent: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: signInEvents.id })
        .from(signInEvents)
        .where(
          and(
            eq(signInEvents.userId, userId),
            eq(signInEvents.success, true),
            userAgent === null
              ? isNull(signInEvents.userAgent)
              : eq(signInEvents.userAgent, userAgent),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async recentSignIns(userId: number, limit: number): Promise<SignInEventRow[]> {
      return db
        .select()
        .from(signInEvents)
        .where(eq(signInEvents.userId, userId))
        .orderBy(desc(signInEvents.id))
        .limit(limit);
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
