import type { FastifyInstance } from 'fastify';
import { analyzePost, autoOptimizePost, optimizeAllPosts, seoHistory } from '#shared/contracts/seo-optimizer.endpoints.ts';
import { adminSeoSchemas } from '#shared/contracts/seo-optimizer.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { SeoOptimizerService } from './seo-optimizer.service.ts';

export function seoOptimizerRoutes(seo: SeoOptimizerService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, analyzePost, adminSeoSchemas.analyzePost, { handler: (request) => seo.analyze(request.params.postId) });
    registerEndpoint(app, autoOptimizePost, adminSeoSchemas.autoOptimizePost, {
      handler: (request) => seo.autoOptimize(request.params.postId, String(currentUser(request).user.id)),
    });
    registerEndpoint(app, optimizeAllPosts, adminSeoSchemas.optimizeAllPosts, {
      handler: (request) => seo.optimizeAll(String(currentUser(request).user.id)),
    });
    registerEndpoint(app, seoHistory, adminSeoSchemas.seoHistory, { handler: (request) => seo.history(request.params.postId) });
  };
}
