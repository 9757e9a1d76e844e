import * as z from './zod.ts';

export const auditEntities = [
  'customer',
  'employee',
  'site',
  'service_plan',
  'booking',
  'assignment',
  'time_entry',
  'mileage_log',
  'timesheet_week',
  'invoice',
  'quote_acceptance',
  'lead',
  'visit_rating',
  'problem_report',
  'inspection',
  'corrective_action',
  'inspection_template',
  'inspection_settings',
  'service_request',
  'message_preferences',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** GET /api/admin/audit: the trail of one record, oldest first (as a record's history reads). */
export const auditQuerySchema = z.object({
  entity: z.enum(auditEntities, 'Unknown record type'),
  entityId: z.text().check(z.trim(), z.minLength(1, 'Name the record'), z.maxLength(100)),
});

/** The kinds of record an audit value may point at by id, and the recorded fields that do (decision 0043). */
export type AuditReferenceKind = 'customer' | 'person' | 'site' | 'servicePlan' | 'booking';
export const auditReferenceFields: Readonly<Record<string, AuditReferenceKind>> = {
  customerId: 'customer',
  siteId: 'site',
  servicePlanId: 'servicePlan',
  bookingId: 'booking',
  employeeId: 'person',
  crew: 'person',
  employeeIds: 'person',
  resolvedBy: 'person',
  approvedBy: 'person',
  assignedBy: 'person',
};
/** The key of a referenced record in an event's `names`: 'site:4'. */
export const auditNameKey = (kind: AuditReferenceKind, id: string | number) => `${kind}:${String(id)}`;

export const auditEventSchema = z.object({
  id: z.int(),
  occurredAt: z.text(),
  /** The person who acted, or null for the system (then `actor` names the part that acted). */
  actorUser: z.nullable(z.object({ id: z.int(), username: z.text() })),
  actor: z.text(),
  entity: z.enum(auditEntities),
  entityId: z.text(),
  action: z.text(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  /**
   * What the ids in `before` and `after` name today, by `auditNameKey` ('site:4' -> 'Main office',
   * 'customer:2' -> 'Acme Dental'), so the trail reads in words; an id whose record is gone is absent.
   */
  names: z.record(z.text(), z.text()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditSchemas = {
  listAuditEvents: { query: auditQuerySchema, response: z.array(auditEventSchema) },
};
