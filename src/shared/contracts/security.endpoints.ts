import { defineEndpoint } from '../http/endpoint.ts';
import type { securitySchemas } from './security.ts';

type Schemas = typeof securitySchemas;

export const listSecurityEvents = defineEndpoint<Schemas['listSecurityEvents']>({
  method: 'GET',
  path: '/api/admin/security-events',
  access: 'admin',
  tag: 'security',
  summary: 'The security log: sign-ins, denials and account changes, newest first, with filters',
});
