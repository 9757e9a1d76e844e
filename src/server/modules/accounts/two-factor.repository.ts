import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recoveryCodes, twoFactorSecrets } from '../../db/schema/accounts.ts';

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

/** TOTP secrets and recovery codes (decision 0010). Every "use" is one conditional UPDATE, so a code works once even in parallel. */
export function createTwoFactorRepository(db: Database) {
  return {
    async find(userId: number): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
      return row;
    },

    /** The users among these ids with a confirmed second factor (the user list shows it). */
    async confirmedAmong(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: twoFactorSecrets.userId })
        .from(twoFactorSecrets)
        .where(and(isNotNull(twoFactorSecrets.confirmedAt), inArray(twoFactorSecrets.userId, userIds)));
      return new Set(rows.map((r) => r.userId));
    },

    /** Writes a new unconfirmed secret; false (nothing written) when a confirmed one exists. */
    async savePending(userId: number, secret: string): Promise<boolean> {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secret, lastUsedStep: null, updatedAt: sql`now()` },
          setWhere: isNull(twoFactorSecrets.confirmedAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Confirms the pending secret with the step of its first code; false when it was confirmed meanwhile. */
    async confirm(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ confirmedAt: sql`now()`, lastUsedStep: step, updatedAt: sql`now()` })
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.confirmedAt)))
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Takes a time step as used; false when it (or a later one) was used already: a replayed code. */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step, updatedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            isNotNull(twoFactorSecrets.confirmedAt),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Turns the second factor off: the secret and every recovery code go. True when there was one. */
    async remove(userId: number): Promise<boolean> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const rows = await db
        .delete(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** The user's codes are replaced by these argon2id hashes (legacy SHA-256 ones go too). */
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** The user's unused codes, to verify a typed one against (a salted hash cannot be looked up). */
    async unusedRecoveryCodes(userId: number): Promise<{ id: number; codeHash: string | null; legacySha256: string | null }[]> {
      return db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash, legacySha256: recoveryCodes.legacySha256 })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .orderBy(recoveryCodes.id);
    },

    /** Spends a recovery code; false when a parallel request spent it first. */
    async useRecoveryCode(id: number): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
