import type { OwnSession } from '#shared/contracts/auth.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';

/** A signed-in user's own sessions: the list of devices and signing one out. */
export function createOwnSessionsService(db: Database, options: { sessionIdleMs?: number | undefined }) {
  const repo = createSessionsRepository(db);
  return {
    async list(userId: number, currentSessionId: number): Promise<OwnSession[]> {
      const rows = await repo.listLiveFor(userId, options.sessionIdleMs);
      return rows.map((row) => ({
        id: row.id,
        via: row.via,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        current: row.id === currentSessionId,
      }));
    },

    /** Another user's session, or one already over, is 404: nobody learns which ids exist. */
    async revoke(userId: number, sessionId: number): Promise<void> {
      if (!(await repo.revokeOwn(userId, sessionId))) throw notFound('Session');
    },
  };
}

export type OwnSessionsService = ReturnType<typeof createOwnSessionsService>;
