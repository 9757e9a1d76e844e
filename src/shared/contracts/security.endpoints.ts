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

export const getSecuritySettings = defineEndpoint<Schemas['getSecuritySettings']>({
  method: 'GET',
  path: '/api/admin/security-settings',
  access: 'admin',
  tag: 'security',
  summary: 'The security settings: whether admins must use two-factor sign-in',
});

export const updateSecuritySettings = defineEndpoint<Schemas['updateSecuritySettings']>({
  method: 'PUT',
  path: '/api/admin/security-settings',
  access: 'admin',
  tag: 'security',
  summary: 'Change the security settings (turning the two-factor rule for admins off is recorded in the security log)',
});
