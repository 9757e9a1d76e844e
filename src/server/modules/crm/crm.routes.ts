import type { FastifyInstance } from 'fastify';
import {
  createLead,
  getCrmSummary,
  getLeadJourney,
  listCrmActivities,
  logLeadActivity,
  updateLead,
} from '#shared/contracts/crm/crm.endpoints.ts';
import { listLeads } from '#shared/contracts/crm/leads.endpoints.ts';
import { leadsSchemas } from '#shared/contracts/crm/leads.ts';
import { crmPipelineSchemas } from '#shared/contracts/crm/pipeline.ts';
import { crmSchemas } from '#shared/contracts/crm/crm.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { CrmActivitiesService } from './crm-activities.service.ts';
import type { CrmLeadsService } from './crm-leads.service.ts';
import type { LeadJourneyService } from './lead-journey.service.ts';
import type { CrmSummaryService } from './crm-summary.service.ts';

export interface CrmServices {
  leads: CrmLeadsService;
  activities: CrmActivitiesService;
  journeys: LeadJourneyService;
  summary: CrmSummaryService;
}

/** The CRM's calls (admins only, decision 0019): leads are one resource here; the quote module creates them through this slice's repository. */
export function crmRoutes({ leads, activities, journeys, summary }: CrmServices) {
  return async (app: FastifyInstance) => {
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, listLeads, leadsSchemas.listLeads, { handler: (request) => leads.list(request.query) });
    registerEndpoint(app, listCrmActivities, crmSchemas.listActivities, {
      handler: (request) => activities.list(request.query),
    });
    registerEndpoint(app, createLead, crmSchemas.createLead, {
      handler: (request) => leads.create(request.body, me(request)),
    });
    registerEndpoint(app, updateLead, crmSchemas.updateLead, {
      handler: (request) => leads.update(request.params.leadId, request.body, me(request)),
    });
    registerEndpoint(app, logLeadActivity, crmSchemas.logActivity, {
      handler: (request) => activities.log(request.params.leadId, request.body, me(request)),
    });
    registerEndpoint(app, getLeadJourney, crmPipelineSchemas.getJourney, {
      handler: (request) => journeys.journey(request.params.leadId),
    });
    registerEndpoint(app, getCrmSummary, crmPipelineSchemas.getSummary, {
      handler: () => summary.summary(),
    });
  };
}
