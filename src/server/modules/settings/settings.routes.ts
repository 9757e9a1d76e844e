import type { FastifyInstance } from 'fastify';
import {
  getCompanySettings,
  getTimeEntrySettings,
  updateCompanySettings,
  updateTimeEntrySettings,
} from '#shared/contracts/settings.endpoints.ts';
import { settingsSchemas } from '#shared/contracts/settings.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { CompanyProfileHolder } from './company-profile.ts';
import type { TimeEntrySettingsRepository } from './time-entry-settings.repository.ts';

/** Admins read and change the company profile (decision 0024) and the manual time entry policy (decision 0034). */
export function settingsRoutes(profile: CompanyProfileHolder, timeEntries: TimeEntrySettingsRepository) {
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
    registerEndpoint(app, getTimeEntrySettings, settingsSchemas.getTimeEntrySettings, {
      handler: () => timeEntries.get(),
    });
    registerEndpoint(app, updateTimeEntrySettings, settingsSchemas.updateTimeEntrySettings, {
      handler: async (request) => {
        const adminId = currentUser(request).user.id;
        const saved = await timeEntries.save(request.body, adminId);
        request.log.info({ adminId, manualEntryDaysBack: saved.manualEntryDaysBack }, 'time entry policy changed');
        return saved;
      },
    });
  };
}
