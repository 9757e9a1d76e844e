import type { FastifyInstance } from 'fastify';
import {
  acceptSiteLoss,
  getSite,
  getSiteMargins,
  getSitePricing,
  getSiteMarginSettings,
  getSiteMonths,
  listSitePriceChanges,
  listSites,
  raiseSitePrice,
  updateSite,
  updateSiteMarginSettings,
} from '#shared/contracts/sites.endpoints.ts';
import { sitesSchemas } from '#shared/contracts/sites.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { PlanPriceService } from './plan-price.service.ts';
import type { SitesService } from './sites.service.ts';

/** The admins' Sites screen and a site's page (issue 34, decision 0047). */
export function sitesRoutes(sites: SitesService, prices: PlanPriceService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listSites, sitesSchemas.listSites, { handler: (request) => sites.list(request.query) });
    registerEndpoint(app, getSiteMargins, sitesSchemas.getSiteMargins, { handler: () => sites.margins() });
    registerEndpoint(app, getSite, sitesSchemas.getSite, { handler: (request) => sites.detail(request.params.id) });
    registerEndpoint(app, updateSite, sitesSchemas.updateSite, {
      handler: (request) => sites.update(request.params.id, request.body, currentUser(request).user.id),
    });
    registerEndpoint(app, getSiteMonths, sitesSchemas.getSiteMonths, {
      handler: (request) => sites.months(request.params.id, request.query.from, request.query.to),
    });
    registerEndpoint(app, getSitePricing, sitesSchemas.getSitePricing, { handler: (request) => sites.pricing(request.params.id) });
    registerEndpoint(app, acceptSiteLoss, sitesSchemas.acceptSiteLoss, {
      handler: (request) => sites.acceptLoss(request.params.id, request.body, currentUser(request).user.id),
    });
    registerEndpoint(app, listSitePriceChanges, sitesSchemas.listSitePriceChanges, {
      handler: (request) => prices.list(request.params.id),
    });
    registerEndpoint(app, raiseSitePrice, sitesSchemas.raiseSitePrice, {
      handler: async (request, reply) => {
        reply.code(201);
        return prices.raise(request.params.id, request.body, currentUser(request).user.id);
      },
    });
    registerEndpoint(app, getSiteMarginSettings, sitesSchemas.getSiteMarginSettings, { handler: () => sites.settings() });
    registerEndpoint(app, updateSiteMarginSettings, sitesSchemas.updateSiteMarginSettings, {
      handler: (request) => sites.saveSettings(request.body, currentUser(request).user.id),
    });
  };
}
