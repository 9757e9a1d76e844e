import { auditReferenceFields, type AuditReferenceKind } from '#shared/contracts/audit.ts';

/** The ids each kind of record is named by in a set of recorded values (before and after of events). */
export type ReferencedIds = Record<AuditReferenceKind, Set<number>>;

const asId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^\d{1,10}$/.test(value)
      ? Number(value)
      : null;

/** Walks the top-level fields of each recorded value: the reference fields hold an id or a list of ids. */
export function referencedIds(values: readonly unknown[]): ReferencedIds {
  const ids: ReferencedIds = { customer: new Set(), person: new Set(), site: new Set(), servicePlan: new Set(), booking: new Set() };
  for (const value of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [field, content] of Object.entries(value as Record<string, unknown>)) {
      const kind = auditReferenceFields[field];
      if (!kind) continue;
      for (const item of Array.isArray(content) ? content : [content]) {
        const id = asId(item);
        if (id !== null) ids[kind].add(id);
      }
    }
  }
  return ids;
}
