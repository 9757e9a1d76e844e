import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingConfigResponseSchema, pricingConstantsSchema } from '#shared/contracts/quote/pricing.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { currentUser } from '../../../plugins/authentication.ts';
import type { PricingConfigService } from './pricing-config.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Admins read and change the pricing constants; every change is a new, validated version. */
export function pricingConfigRoutes(pricing: PricingConfigService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/pricing-config', { config: { access: 'admin' }, schema: { response: { 200: pricingConfigResponseSchema, ...errors } } }, () =>
      pricing.current(),
    );
    app.put(
      '/api/admin/pricing-config',
      { config: { access: 'admin' }, schema: { body: pricingConstantsSchema, response: { 200: pricingConfigResponseSchema, ...errors } } },
      (request) => pricing.update(request.body, currentUser(request).user.id),
    );
  };
}
