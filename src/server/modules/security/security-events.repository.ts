import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { securityEvents, type SecurityEventType } from '../../db/schema/security.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type NewSecurityEvent = Omit<typeof securityEvents.$inferInsert, 'id' | 'occurredAt'>;
export type { SecurityEventType };

export interface SecurityEventFilter {
  types?: readonly SecurityEventType[] | undefined;
  userId?: number | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Keyset paging: events older than this id. */
  beforeId?: number | undefined;
  limit: number;
}

export function createSecurityEventsRepository(db: Database) {
  return {
    async insert(event: NewSecurityEvent): Promise<void> {
      await db.insert(securityEvents).values(event);
    },

    /** Newest first. */
    async list(filter: SecurityEventFilter): Promise<SecurityEventRow[]> {
      const where: SQL[] = [];
      if (filter.types?.length) where.push(inArray(securityEvents.type, [...filter.types]));
      if (filter.userId !== undefined) where.push(eq(securityEvents.userId, filter.userId));
      if (filter.from) where.push(gte(securityEvents.occurredAt, filter.from));
      if (filter.to) where.push(lt(securityEvents.occurredAt, filter.to));
      if (filter.beforeId !== undefined) where.push(lt(securityEvents.id, filter.beforeId));
      return db
        .select()
        .from(securityEvents)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(securityEvents.id))
        .limit(filter.limit);
    },
  };
}
