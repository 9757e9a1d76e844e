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

/** Every change is a new, validated version; old leads keep theirs. `If-Match: "<version>"` refuses a stale save (409). */
export const updatePricingConfig = defineEndpoint<Schemas['updatePricingConfig']>({
  method: 'PUT',
  path: '/api/admin/pricing-config',
  access: 'admin',
  tag: 'quote',
  summary: 'Change the pricing constants (adds a version); If-Match with the version opened refuses a stale save',
  errors: [409],
});

/** Nothing is saved: the §7 worked examples priced with the constants in force and with the proposed ones. */
export const previewPricingConfig = defineEndpoint<Schemas['previewPricingConfig']>({
  method: 'POST',
  path: '/api/admin/pricing-config/preview',
  access: 'admin',
  tag: 'quote',
  summary: 'Price the worked examples with the current and the proposed constants, side by side',
});

export const listPricingVersions = defineEndpoint<Schemas['listPricingVersions']>({
  method: 'GET',
  path: '/api/admin/pricing-config/versions',
  access: 'admin',
  tag: 'quote',
  summary: 'Every pricing version: when, who saved it, how many leads it priced, and its constants',
});
