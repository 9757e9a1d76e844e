import { defineEndpoint } from '../http/endpoint.ts';
import type { hyperLocalSchemas } from './hyper-local.ts';

type Schemas = typeof hyperLocalSchemas;

export const generateLandingPages = defineEndpoint<Schemas['generateLandingPages']>({
  method: 'POST',
  path: '/api/admin/hyper-local/generate-landing-pages',
  access: 'admin',
  tag: 'hyper-local',
  summary: 'Drafts a landing page for each of the most populous cities without one (limit 1-30, default 10)',
  errors: [409],
});

export const generateCityContent = defineEndpoint<Schemas['generateCityContent']>({
  method: 'POST',
  path: '/api/admin/hyper-local/generate-city-content',
  access: 'admin',
  tag: 'hyper-local',
  summary: 'Drafts one city article (citySlug, topic, serviceType) or a bulk run over the least covered cities (limit 1-25)',
  errors: [404, 409, 502, 503],
});

export const generateSeasonalContent = defineEndpoint<Schemas['generateSeasonalContent']>({
  method: 'POST',
  path: '/api/admin/hyper-local/seasonal-content',
  access: 'admin',
  tag: 'hyper-local',
  summary: 'Drafts a seasonal article for a city',
  errors: [404, 409, 502, 503],
});

export const getCityStrategy = defineEndpoint<Schemas['getCityStrategy']>({
  method: 'GET',
  path: '/api/admin/hyper-local/strategy/:citySlug',
  access: 'admin',
  tag: 'hyper-local',
  summary: "A city's ranking potential, target keywords and content pillars, with the basis of the figure",
  errors: [404],
});

export const getCitySuggestions = defineEndpoint<Schemas['getCitySuggestions']>({
  method: 'GET',
  path: '/api/admin/hyper-local/suggestions/:citySlug',
  access: 'admin',
  tag: 'hyper-local',
  summary: "Content ideas from the city's data and what it does not have yet",
  errors: [404],
});

export const getContentCalendar = defineEndpoint<Schemas['getContentCalendar']>({
  method: 'GET',
  path: '/api/admin/hyper-local/content-calendar/:citySlug',
  access: 'admin',
  tag: 'hyper-local',
  summary: "The city's next 12 weeks of content, one post a week, skipping what exists",
  errors: [404],
});

export const getHyperLocalCoverage = defineEndpoint<Schemas['getHyperLocalCoverage']>({
  method: 'GET',
  path: '/api/admin/hyper-local/coverage',
  access: 'admin',
  tag: 'hyper-local',
  summary: 'Cities with local content and local keywords against their targets, and drafts awaiting review',
});
