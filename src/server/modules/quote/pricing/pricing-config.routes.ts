import type { FastifyInstance } from 'fastify';
import { getPricingConfig, updatePricingConfig } from '#shared/contracts/quote/pricing.endpoints.ts';
import { pricingSchemas } from '#shared/contracts/quote/pricing.ts';
import { registerEndpoint } from '../../../http/endpoint-route.ts';
import { currentUser } from '../../../plugins/authentication.ts';
import type { PricingConfigService } from './pricing-config.service.ts';

/** Admins read and change the pricing constants; every change is a new, validated version. */
export function pricingConfigRoutes(pricing: PricingConfigService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getPricingConfig, pricingSchemas.getPricingConfig, { handler: () => pricing.current() });
    registerEndpoint(app, updatePricingConfig, pricingSchemas.updatePricingConfig, {
      handler: (request) => pricing.update(request.body, currentUser(request).user.id),
    });
  };
}
