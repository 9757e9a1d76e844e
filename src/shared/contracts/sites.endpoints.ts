import { defineEndpoint } from '../http/endpoint.ts';
import type { sitesSchemas } from './sites.ts';

type Schemas = typeof sitesSchemas;

const tag = 'sites';

export const listSites = defineEndpoint<Schemas['listSites']>({
  method: 'GET',
  path: '/api/admin/sites',
  access: 'admin',
  tag,
  summary:
    'Every customer site with its plan, crew, price, hours bid vs worked (last 4 weeks, last 3 months), labour cost, gross margin, flag, quality score and open problems; sortable and filterable',
});

export const getSite = defineEndpoint<Schemas['getSite']>({
  method: 'GET',
  path: '/api/admin/sites/:id',
  access: 'admin',
  tag,
  summary: 'One site: details, plans and crew, recent visits with bid and worked hours, invoices and balance, problems, the last 12 months',
  errors: [404],
});

export const updateSite = defineEndpoint<Schemas['updateSite']>({
  method: 'PUT',
  path: '/api/admin/sites/:id',
  access: 'admin',
  tag,
  summary: 'Change a site’s name, address, coordinates, access notes and office notes (audited)',
  errors: [404],
});

export const getSiteMonths = defineEndpoint<Schemas['getSiteMonths']>({
  method: 'GET',
  path: '/api/admin/sites/:id/months',
  access: 'admin',
  tag,
  summary:
    'Bid against actual per month (decision 0047): visits, hours bid and worked, variance, labour cost priced and actual, revenue, gross margin',
  errors: [404],
});

export const getSitePricing = defineEndpoint<Schemas['getSitePricing']>({
  method: 'GET',
  path: '/api/admin/sites/:id/pricing',
  access: 'admin',
  tag,
  summary:
    'Re-price a site: its measured production rate (sq ft per worked hour), the pricing engine at that rate, the price that restores the target margin, beside today’s',
  errors: [404, 409],
});

export const acceptSiteLoss = defineEndpoint<Schemas['acceptSiteLoss']>({
  method: 'POST',
  path: '/api/admin/sites/:id/accept-loss',
  access: 'admin',
  tag,
  summary: 'Accept a flagged site’s loss with a note (audited); the over-hours run starts again from the next week',
  errors: [404, 409],
});

export const getSiteMarginSettings = defineEndpoint<Schemas['getSiteMarginSettings']>({
  method: 'GET',
  path: '/api/admin/settings/site-margins',
  access: 'admin',
  tag,
  summary: 'When worked hours flag a site (percent over the bid, weeks in a row) and the target gross margin',
});

export const updateSiteMarginSettings = defineEndpoint<Schemas['updateSiteMarginSettings']>({
  method: 'PUT',
  path: '/api/admin/settings/site-margins',
  access: 'admin',
  tag,
  summary: 'Change when worked hours flag a site and the target gross margin',
});

export const listSitePriceChanges = defineEndpoint<Schemas['listSitePriceChanges']>({
  method: 'GET',
  path: '/api/admin/sites/:id/price-changes',
  access: 'admin',
  tag,
  summary: 'The price versions of the site’s plans: raises offered, accepted or expired, newest first',
  errors: [404],
});

export const raiseSitePrice = defineEndpoint<Schemas['raiseSitePrice']>({
  method: 'POST',
  path: '/api/admin/sites/:id/price-changes',
  access: 'admin',
  status: 201,
  tag,
  summary:
    'Raise the site’s plan price from the first of a month: a new price version, its agreement e-mailed to the customer to accept online (audited)',
  errors: [404, 409],
});

export const getSiteMargins = defineEndpoint<Schemas['getSiteMargins']>({
  method: 'GET',
  path: '/api/admin/site-margins',
  access: 'admin',
  tag,
  summary:
    'The Analytics tab’s margins: the company’s revenue, labour cost and gross margin of the last 12 months, the five best and worst sites',
});
