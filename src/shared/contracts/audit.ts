import * as z from './zod.ts';

export const auditEntities = [
  'customer',
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
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** GET /api/admin/audit: the trail of one record, oldest first (as a record's history reads). */
export const auditQuerySchema = z.object({
  entity: z.enum(auditEntities, 'Unknown record type'),
  entityId: z.text().check(z.trim(), z.minLength(1, 'Name the record'), z.maxLength(100)),
});

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
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditSchemas = {
  listAuditEvents: { query: auditQuerySchema, response: z.array(auditEventSchema) },
};
