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
export function registerAccessPolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const rule = (route.config as { access?: unknown } | undefined)?.access;
    if (route.url.startsWith('/api') || route.url === '/*') {
      if (!accessRules.includes(rule as AccessRule)) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
    }
  });
}
