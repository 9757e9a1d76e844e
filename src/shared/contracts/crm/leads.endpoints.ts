import { defineEndpoint } from '../../http/endpoint.ts';
import type { leadsSchemas } from './leads.ts';

type Schemas = typeof leadsSchemas;

export const listLeads = defineEndpoint<Schemas['listLeads']>({
  method: 'GET',
  path: '/api/leads',
  access: 'admin',
  tag: 'crm',
  summary: 'Leads newest first, filtered by status (or open), priority and text; limit and offset page through them',
});
