import type { FastifyInstance } from 'fastify';
import { getSiteCapabilities } from '#shared/contracts/site.endpoints.ts';
import { siteSchemas, type SiteCapabilities } from '#shared/contracts/site.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';

/** What the site can do, from the adapters configured at start (decision 0041). */
export function siteCapabilities(mailer: { configured: boolean }): SiteCapabilities {
  return { emailDelivery: mailer.configured };
}

/** GET /api/site/capabilities: the same value every rendered page carries in its site context. */
export function siteRoutes(capabilities: SiteCapabilities) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getSiteCapabilities, siteSchemas.getSiteCapabilities, {
      handler: () => capabilities,
    });
  };
}
