import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntity } from '#shared/contracts/audit.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditEvents } from '../../db/schema/audit.ts';

/** Who made a change: a signed-in person, or a named part of the system (the plan generator). */
export type AuditActor = { userId: number } | { system: string };

export interface AuditRecord {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string | number;
  action: string;
  /** The record as mapped for people (no bytes, no secrets); null for a creation or a deletion. */
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail. `record` takes the transaction of the change it describes, so a change and its
 * trail are stored together or not at all.
 */
export function createAuditRepository(db: Database) {
  const row = (event: AuditRecord) => ({
    actorId: 'userId' in event.actor ? event.actor.userId : null,
    actor: 'userId' in event.actor ? 'user' : event.actor.system,
    entity: event.entity,
    entityId: String(event.entityId),
    action: event.action,
    before: event.before ?? null,
    after: event.after ?? null,
  });
  return {
    async record(event: AuditRecord): Promise<void> {
      await db.insert(auditEvents).values(row(event));
    },
    /** Several events of one change in one statement (a plan's new visits), in their order. */
    async recordMany(events: readonly AuditRecord[]): Promise<void> {
      for (let i = 0; i < events.length; i += 500) await db.insert(auditEvents).values(events.slice(i, i + 500).map(row));
    },
    async listFor(entity: AuditEntity, entityId: string) {
      return db
        .select({ event: auditEvents, username: users.username })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
        .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
