import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordLinks, sessions, users } from '../../db/schema/accounts.ts';
import type { UserRow } from './users.repository.ts';

export function createSessionsRepository(db: Database) {
  return {
    async create(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The live session for a token digest with its user; expired, revoked and inactive users give nothing. */
    async findLive(tokenHash: string): Promise<{ sessionId: number; lastUsedAt: Date | null; user: UserRow } | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)),
        )
        .limit(1);
      return row;
    },

    async touch(sessionId: number): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Every live session of a user, optionally keeping one (the one changing the password). */
    async revokeAllFor(userId: number, exceptSessionId?: number): Promise<void> {
      const keep = exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`;
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
    },

    /** Housekeeping: sessions and links long past their expiry. */
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
      await db.delete(passwordLinks).where(lt(passwordLinks.expiresAt, before));
    },
  };
}
