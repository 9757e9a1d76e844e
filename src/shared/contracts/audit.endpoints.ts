import { defineEndpoint } from '../http/endpoint.ts';
import type { auditSchemas } from './audit.ts';

type Schemas = typeof auditSchemas;

export const listAuditEvents = defineEndpoint<Schemas['listAuditEvents']>({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  tag: 'operations',
  summary: 'The audit trail of one record (plan, booking, time entry, invoice...): who changed what, before and after, when',
});
