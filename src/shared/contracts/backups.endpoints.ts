import { defineEndpoint } from '../http/endpoint.ts';
import type { adminBackupsSchemas } from './backups.ts';

type Schemas = typeof adminBackupsSchemas;

export const makeBackup = defineEndpoint<Schemas['makeBackup']>({
  method: 'POST',
  path: '/api/admin/backups',
  access: 'admin',
  tag: 'system',
  summary: 'Back up the whole database now (409 while another backup runs, 503 when it fails)',
  status: 201,
  errors: [409, 503],
});
