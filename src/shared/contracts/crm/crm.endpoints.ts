import { defineEndpoint } from '../../http/endpoint.ts';
import type { crmPipelineSchemas } from './pipeline.ts';
import type { crmSchemas } from './crm.ts';

type Schemas = typeof crmSchemas;
type PipelineSchemas = typeof crmPipelineSchemas;

// Admins only (decision 0019): the CRM holds every prospect's contact data and the company's prices.

export const listCrmActivities = defineEndpoint<Schemas['listActivities']>({
  method: 'GET',
  path: '/api/crm-activities',
  access: 'admin',
  tag: 'crm',
  summary: "Leads' activities, newest first: one lead's with leadId, else the newest across leads",
  errors: [404],
});

export const createLead = defineEndpoint<Schemas['createLead']>({
  method: 'POST',
  path: '/api/leads',
  access: 'admin',
  tag: 'crm',
  summary: 'Add a lead by hand (source manual), with its reference and a created activity',
  status: 201,
});

export const updateLead = defineEndpoint<Schemas['updateLead']>({
  method: 'PUT',
  path: '/api/leads/:leadId',
  access: 'admin',
  tag: 'crm',
  summary: "Change a lead's status, priority or next follow-up; each change is an activity",
  errors: [404, 409],
});

export const logLeadActivity = defineEndpoint<Schemas['logActivity']>({
  method: 'POST',
  path: '/api/leads/:leadId/activities',
  access: 'admin',
  tag: 'crm',
  summary: 'Log a call, e-mail, meeting or note about a lead (its status stays as it is)',
  status: 201,
  errors: [404],
});

export const getCrmSummary = defineEndpoint<PipelineSchemas['getSummary']>({
  method: 'GET',
  path: '/api/crm-summary',
  access: 'admin',
  tag: 'crm',
  summary: 'The CRM tiles (open leads, pipeline value, follow-ups due, conversion), value per status, leads by arrival page',
});

export const getLeadJourney = defineEndpoint<PipelineSchemas['getJourney']>({
  method: 'GET',
  path: '/api/leads/:leadId/journey',
  access: 'admin',
  tag: 'crm',
  summary: "A lead's score explained and its visitor's page views before and after the quote",
  errors: [404],
});
