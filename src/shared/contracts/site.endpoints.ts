import { defineEndpoint } from '../http/endpoint.ts';
import type { siteSchemas } from './site.ts';

type Schemas = typeof siteSchemas;

export const getSiteCapabilities = defineEndpoint<Schemas['getSiteCapabilities']>({
  method: 'GET',
  path: '/api/site/capabilities',
  access: 'public',
  tag: 'site',
  summary: 'What the site can do for a visitor: whether e-mail is sent (a public flag, decision 0041)',
});
