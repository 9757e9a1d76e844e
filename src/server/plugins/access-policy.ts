import type { FastifyInstance } from 'fastify';
import { accessRules, type AccessRule } from '#shared/domain/access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

/**
 * Refuses to register a route without an access rule, so no endpoint can be
 * added without deciding who may call it. Enforcement of the signed-in rules
 * hooks in here when accounts exist.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its rule: the access-matrix test walks this list. */
    apiRoutes: RegisteredRoute[];
  }
}

export function registerAccessPolicy(app: FastifyInstance): void {
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const rule = (route.config as { access?: unknown } | undefined)?.access;
    if (route.url.startsWith('/api') || route.url === '/*') {
      if (!accessRules.includes(rule as AccessRule)) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
      if (route.url.startsWith('/api')) {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access: rule as AccessRule });
        }
      }
    }
  });
}
