import type { FastifyInstance } from 'fastify';
import {
  generateCityContent,
  generateLandingPages,
  generateSeasonalContent,
  getCityStrategy,
  getCitySuggestions,
  getContentCalendar,
  getHyperLocalCoverage,
} from '#shared/contracts/hyper-local.endpoints.ts';
import { hyperLocalSchemas } from '#shared/contracts/hyper-local.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { HyperLocalService } from './hyper-local.service.ts';

export function hyperLocalRoutes(hyperLocal: HyperLocalService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, generateLandingPages, hyperLocalSchemas.generateLandingPages, {
      handler: (request) => hyperLocal.generateLandingPages(request.body.limit, String(currentUser(request).user.id)),
    });
    registerEndpoint(app, generateCityContent, hyperLocalSchemas.generateCityContent, {
      handler: (request) => hyperLocal.generateCityContent(request.body, String(currentUser(request).user.id)),
    });
    registerEndpoint(app, generateSeasonalContent, hyperLocalSchemas.generateSeasonalContent, {
      handler: (request) => hyperLocal.generateSeasonal(request.body),
    });
    registerEndpoint(app, getCityStrategy, hyperLocalSchemas.getCityStrategy, {
      handler: (request) => hyperLocal.strategy(request.params.citySlug),
    });
    registerEndpoint(app, getCitySuggestions, hyperLocalSchemas.getCitySuggestions, {
      handler: (request) => hyperLocal.suggestions(request.params.citySlug),
    });
    registerEndpoint(app, getContentCalendar, hyperLocalSchemas.getContentCalendar, {
      handler: (request) => hyperLocal.calendar(request.params.citySlug),
    });
    registerEndpoint(app, getHyperLocalCoverage, hyperLocalSchemas.getHyperLocalCoverage, { handler: () => hyperLocal.coverage() });
  };
}
