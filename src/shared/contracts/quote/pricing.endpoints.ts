import { defineEndpoint } from '../../http/endpoint.ts';
import type { pricingSchemas } from './pricing.ts';

type Schemas = typeof pricingSchemas;

export const getPricingConfig = defineEndpoint<Schemas['getPricingConfig']>({
  method: 'GET',
  path: '/api/admin/pricing-config',
  access: 'admin',
  tag: 'quote',
  summary: 'The pricing constants in force',
});

/** Every change is a new, validated version; old leads keep theirs. */
export const updatePricingConfig = defineEndpoint<Schemas['updatePricingConfig']>({
  method: 'PUT',
  path: '/api/admin/pricing-config',
  access: 'admin',
  tag: 'quote',
  summary: 'Change the pricing constants (adds a version)',
});
