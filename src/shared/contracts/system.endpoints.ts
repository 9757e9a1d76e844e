import { defineEndpoint } from '../http/endpoint.ts';
import type { adminSystemSchemas } from './system.ts';

type Schemas = typeof adminSystemSchemas;

// Admins only (decision 0023): host figures and log lines tell an attacker too much.

export const getSystemHealth = defineEndpoint<Schemas['getSystemHealth']>({
  method: 'GET',
  path: '/api/admin/system-health',
  access: 'admin',
  tag: 'system',
  summary: "This instance's CPU, memory and disk use, uptime, database and outbox",
});

export const getSystemLogs = defineEndpoint<Schemas['getSystemLogs']>({
  method: 'GET',
  path: '/api/admin/system-logs',
  access: 'admin',
  tag: 'system',
  summary: "This instance's newest 100 log lines at info and above, newest first, scrubbed of secrets",
});
