import type { FastifyInstance } from 'fastify';
import { getCompanySettings, updateCompanySettings } from '#shared/contracts/settings.endpoints.ts';
import { settingsSchemas } from '#shared/contracts/settings.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { CompanyProfileHolder } from './company-profile.ts';

/** Admins read and change the company profile (decision 0024). */
export function settingsRoutes(profile: CompanyProfileHolder) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getCompanySettings, settingsSchemas.getCompanySettings, {
      handler: () => profile.settings(),
    });
    registerEndpoint(app, updateCompanySettings, settingsSchemas.updateCompanySettings, {
      handler: async (request) => {
        const saved = await profile.update(request.body, currentUser(request).user.id);
        request.log.info({ adminId: currentUser(request).user.id }, 'company profile changed');
        return saved;
      },
    });
  };
}
