import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import type { Database } from '../../db/client.ts';
import { securityEvents, type SecurityEventType } from '../../db/schema/security.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type NewSecurityEvent = Omit<typeof securityEvents.$inferInsert, 'id' | 'occurredAt'>;
export type { SecurityEventType };

export interface SecurityEventFilter {
  types?: readonly SecurityEventType[] | undefined;
  userId?: number | undefined;
  /** Part of the account's username or e-mail, or of the name typed at sign-in (case-insensitive). */
  userText?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Keyset paging: events older than this id. */
  beforeId?: number | undefined;
  limit: number;
}

/** An event with the usernames of its account and actor, as the security log lists it. */
export type ListedSecurityEvent = SecurityEventRow & { username: string | null; actorUsername: string | null };

const subject = alias(users, 'subject');
const actor = alias(users, 'actor');
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createSecurityEventsRepository(db: Database) {
  return {
    async insert(event: NewSecurityEvent): Promise<void> {
      await db.insert(securityEvents).values(event);
    },

    /**
     * Counts a repeat on the newest event since `since` of the same type, account, name, address
     * and detail (`detail.repeats`, `detail.lastAt`); false when there is none to count on.
     */
    async countRepeat(event: NewSecurityEvent, since: Date): Promise<boolean> {
      const detail = JSON.stringify(event.detail ?? {});
      const newest = db
        .select({ id: securityEvents.id })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.type, event.type),
            gte(securityEvents.occurredAt, since),
            sql`${securityEvents.userId} is not distinct from ${event.userId ?? null}`,
            sql`${securityEvents.identifier} is not distinct from ${event.identifier ?? null}`,
            sql`${securityEvents.ip} is not distinct from ${event.ip ?? null}`,
            sql`${securityEvents.detail} @> ${detail}::jsonb`,
          ),
        )
        .orderBy(desc(securityEvents.id))
        .limit(1);
      const rows = await db
        .update(securityEvents)
        .set({
          detail: sql`${securityEvents.detail} || jsonb_build_object('repeats', coalesce((${securityEvents.detail}->>'repeats')::int, 1) + 1, 'lastAt', now())`,
        })
        .where(inArray(securityEvents.id, newest))
        .returning({ id: securityEvents.id });
      return rows.length > 0;
    },

    /** Deletes events older than a moment (the retention); returns how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const rows = await db.delete(securityEvents).where(lt(securityEvents.occurredAt, before)).returning({ id: securityEvents.id });
      return rows.length;
    },

    /**
     * The addresses a user signed in from since a moment (their `sign-in.succeeded`
     * events), distinct: what makes an address familiar to the sign-in limits
     * (decision 0009). Found through the (user_id, occurred_at) index.
     */
    async signInAddresses(userId: number, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ip: securityEvents.ip })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.userId, userId),
            gte(securityEvents.occurredAt, since),
            eq(securityEvents.type, 'sign-in.succeeded'),
            isNotNull(securityEvents.ip),
          ),
        );
      return rows.flatMap((r) => (r.ip === null ? [] : [r.ip]));
    },

    /** Newest first. */
    async list(filter: SecurityEventFilter): Promise<ListedSecurityEvent[]> {
      const where: SQL[] = [];
      if (filter.types?.length) where.push(inArray(securityEvents.type, [...filter.types]));
      if (filter.userId !== undefined) where.push(eq(securityEvents.userId, filter.userId));
      if (filter.userText) {
        const pattern = likeText(filter.userText);
        where.push(or(ilike(subject.username, pattern), ilike(subject.email, pattern), ilike(securityEvents.identifier, pattern))!);
      }
      if (filter.from) where.push(gte(securityEvents.occurredAt, filter.from));
      if (filter.to) where.push(lt(securityEvents.occurredAt, filter.to));
      if (filter.beforeId !== undefined) where.push(lt(securityEvents.id, filter.beforeId));
      const rows = await db
        .select({ event: securityEvents, username: subject.username, actorUsername: actor.username })
        .from(securityEvents)
        .leftJoin(subject, eq(subject.id, securityEvents.userId))
        .leftJoin(actor, eq(actor.id, securityEvents.actorId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(securityEvents.id))
        .limit(filter.limit);
      return rows.map((r) => ({ ...r.event, username: r.username, actorUsername: r.actorUsername }));
    },
  };
}
