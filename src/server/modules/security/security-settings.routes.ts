import type { FastifyInstance } from 'fastify';
import { getSecuritySettings, updateSecuritySettings } from '#shared/contracts/security.endpoints.ts';
import { securitySchemas } from '#shared/contracts/security.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { originOf } from './security-events.service.ts';
import type { SecuritySettingsService } from './security-settings.service.ts';

/** Settings → Security (admins): whether admins must use two-factor sign-in (decision 0035). */
export function securitySettingsRoutes(settings: SecuritySettingsService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getSecuritySettings, securitySchemas.getSecuritySettings, { handler: () => settings.get() });
    registerEndpoint(app, updateSecuritySettings, securitySchemas.updateSecuritySettings, {
      handler: (request) => settings.update(request.body, currentUser(request).user.id, originOf(request)),
    });
  };
}
