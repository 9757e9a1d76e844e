import { auditNameKey, type AuditEvent, type AuditEntity, type AuditReferenceKind } from '#shared/contracts/audit.ts';
import type { Database } from '../../db/client.ts';
import { createAuditReferencesRepository } from './audit-references.repository.ts';
import { referencedIds } from './audit-references.ts';
import { createAuditRepository } from './audit.repository.ts';

/** The names among `all` that this event's values refer to. */
function namesIn(all: Record<string, string>, values: readonly unknown[]): Record<string, string> {
  const ids = referencedIds(values);
  const own: Record<string, string> = {};
  for (const [kind, set] of Object.entries(ids)) {
    for (const id of set) {
      const key = auditNameKey(kind as AuditReferenceKind, id);
      if (all[key] !== undefined) own[key] = all[key];
    }
  }
  return own;
}

/** The history of one record, for the admin screens that show it, its ids named (decision 0043). */
export function createAuditService(db: Database) {
  const audit = createAuditRepository(db);
  const references = createAuditReferencesRepository(db);
  return {
    async trail(entity: AuditEntity, entityId: string): Promise<AuditEvent[]> {
      const rows = await audit.listFor(entity, entityId);
      // The ids the records hold, named once for the whole trail.
      const names = await references.namesOf(referencedIds(rows.flatMap(({ event }) => [event.before, event.after])));
      return rows.map(({ event, username }): AuditEvent => ({
        id: event.id,
        occurredAt: event.occurredAt.toISOString(),
        actorUser: event.actorId !== null && username !== null ? { id: event.actorId, username } : null,
        actor: event.actor,
        entity: event.entity,
        entityId: event.entityId,
        action: event.action,
        before: event.before ?? null,
        after: event.after ?? null,
        names: namesIn(names, [event.before, event.after]),
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
