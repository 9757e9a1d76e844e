import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordLinks, sessions, users } from '../../db/schema/accounts.ts';
import type { UserRow } from './users.repository.ts';

/** Not revoked, not expired and, with an idle limit, used within it. */
function live(idleMs: number | undefined) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    idleMs === undefined
      ? undefined
      : sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) > now() - make_interval(secs => ${idleMs / 1000})`,
  );
}

export function createSessionsRepository(db: Database) {
  /**
   * Every authenticated request looks its session up: the statement is built once (Drizzle's
   * building took about as long as PGlite's running it), with and without an idle limit.
   */
  const findLiveStatement = (withIdleLimit: boolean) =>
    db
      .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, twoFactorSetupDue: sessions.twoFactorSetupDue, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          withIdleLimit
            ? sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) > now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`
            : undefined,
          eq(users.isActive, true),
        ),
      )
      .limit(1)
      .prepare(withIdleLimit ? 'sessions_find_live_idle' : 'sessions_find_live');
  let findLiveQueries: { idle: ReturnType<typeof findLiveStatement>; any: ReturnType<typeof findLiveStatement> } | undefined;

  return {
    async create(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /**
     * The live session for a token digest with its user; expired, revoked, idle (unused for
     * longer than `idleMs`) and inactive users give nothing.
     */
    async findLive(
      tokenHash: string,
      idleMs?: number,
    ): Promise<{ sessionId: number; lastUsedAt: Date | null; twoFactorSetupDue: boolean; user: UserRow } | undefined> {
      findLiveQueries ??= { idle: findLiveStatement(true), any: findLiveStatement(false) };
      const [row] =
        idleMs === undefined
          ? await findLiveQueries.any.execute({ tokenHash })
          : await findLiveQueries.idle.execute({ tokenHash, idleSeconds: idleMs / 1000 });
      return row;
    },

    /** A user's live sessions, most recently used first. */
    async listLiveFor(userId: number, idleMs?: number) {
      return db
        .select({
          id: sessions.id,
          via: sessions.via,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(idleMs)))
        .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id));
    },

    /** Revokes one of the user's own live sessions; false when it is not theirs or already over. */
    async revokeOwn(userId: number, sessionId: number): Promise<boolean> {
      const done = await db
        .update(sessions)
        .set({ revokedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id });
      return done.length === 1;
    },

    /** The user set two-factor up: none of their sessions is held to setting it up any more (decision 0035). */
    async clearTwoFactorSetupDue(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ twoFactorSetupDue: false, updatedAt: new Date() })
        .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetupDue, true)));
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

    /**
     * Housekeeping: sessions that can no longer be used (expired, revoked, or idle longer than
     * `idleMs`) and set-password links used or expired before `linksBefore` (kept a while so an
     * old link still says "already used" rather than "not valid"). Answers how many went.
     */
    async purgeDead(options: { idleMs?: number | undefined; linksBefore: Date }): Promise<{ sessions: number; links: number }> {
      const idle =
        options.idleMs === undefined
          ? undefined
          : sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) <= now() - make_interval(secs => ${options.idleMs / 1000})`;
      const goneSessions = await db
        .delete(sessions)
        .where(or(sql`${sessions.expiresAt} <= now()`, isNotNull(sessions.revokedAt), idle))
        .returning({ id: sessions.id });
      const goneLinks = await db
        .delete(passwordLinks)
        .where(or(lt(passwordLinks.usedAt, options.linksBefore), lt(passwordLinks.expiresAt, options.linksBefore)))
        .returning({ id: passwordLinks.id });
      return { sessions: goneSessions.length, links: goneLinks.length };
    },
  };
}
