import { defineEndpoint } from '../http/endpoint.ts';
import type { settingsSchemas } from './settings.ts';

type Schemas = typeof settingsSchemas;

// Admins only (decision 0024): the company profile shown on every public page, PDF and e-mail.

export const getCompanySettings = defineEndpoint<Schemas['getCompanySettings']>({
  method: 'GET',
  path: '/api/admin/settings/company',
  access: 'admin',
  tag: 'settings',
  summary: 'The company profile in force (name, phone, e-mail, address, social page)',
});

/** Pages, PDFs and e-mails of every instance follow within about a second (content revision 'company'). */
export const updateCompanySettings = defineEndpoint<Schemas['updateCompanySettings']>({
  method: 'PUT',
  path: '/api/admin/settings/company',
  access: 'admin',
  tag: 'settings',
  summary: 'Change the company profile; the public pages show it within about a second',
});

/** Employees' manual time entries reach back this many days (decision 0034). */
export const getTimeEntrySettings = defineEndpoint<Schemas['getTimeEntrySettings']>({
  method: 'GET',
  path: '/api/admin/settings/time-entries',
  access: 'admin',
  tag: 'settings',
  summary: 'How many days back employees may enter time by hand',
});

export const updateTimeEntrySettings = defineEndpoint<Schemas['updateTimeEntrySettings']>({
  method: 'PUT',
  path: '/api/admin/settings/time-entries',
  access: 'admin',
  tag: 'settings',
  summary: 'Change how many days back employees may enter time by hand (admins may always enter older time)',
});
