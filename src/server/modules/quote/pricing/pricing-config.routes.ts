import type { FastifyInstance } from 'fastify';
import {
  getPricingConfig,
  listPricingVersions,
  previewPricingConfig,
  updatePricingConfig,
} from '#shared/contracts/quote/pricing.endpoints.ts';
import { pricingSchemas, pricingVersionOf } from '#shared/contracts/quote/pricing.ts';
import { registerEndpoint } from '../../../http/endpoint-route.ts';
import { currentUser } from '../../../plugins/authentication.ts';
import type { PricingConfigService } from './pricing-config.service.ts';

/** Admins read and change the pricing constants; every change is a new, validated version. */
export function pricingConfigRoutes(pricing: PricingConfigService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getPricingConfig, pricingSchemas.getPricingConfig, {
      handler: async (_request, reply) => {
        const current = await pricing.current();
        // The version to send back as If-Match when saving.
        reply.header('etag', `"${current.version}"`);
        return current;
      },
    });
    registerEndpoint(app, updatePricingConfig, pricingSchemas.updatePricingConfig, {
      handler: async (request, reply) => {
        const ifMatch = request.headers['if-match'];
        const saved = await pricing.update(
          request.body,
          currentUser(request).user.id,
          ifMatch === undefined ? undefined : pricingVersionOf(ifMatch),
        );
        reply.header('etag', `"${saved.version}"`);
        return saved;
      },
    });
    registerEndpoint(app, previewPricingConfig, pricingSchemas.previewPricingConfig, {
      handler: (request) => pricing.preview(request.body),
    });
    registerEndpoint(app, listPricingVersions, pricingSchemas.listPricingVersions, {
      handler: () => pricing.versions(),
    });
  };
}
