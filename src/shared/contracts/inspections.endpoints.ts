import { defineEndpoint } from '../http/endpoint.ts';
import type { inspectionsSchemas } from './inspections.ts';

type Schemas = typeof inspectionsSchemas;

const tag = 'inspections';

export const listTemplates = defineEndpoint<Schemas['listTemplates']>({
  method: 'GET',
  path: '/api/admin/inspections/templates',
  access: 'admin',
  tag,
  summary: 'The current inspection checklist of every facility type (the newest version of each)',
});

export const saveTemplate = defineEndpoint<Schemas['saveTemplate']>({
  method: 'PUT',
  path: '/api/admin/inspections/templates/:facilityType',
  access: 'admin',
  tag,
  summary: 'Save a new version of a facility type’s checklist; inspections already done keep the version they were scored with',
});

// Under the other company settings' paths: Settings shows them with the rest (decision 0045).
export const getInspectionSettings = defineEndpoint<Schemas['getInspectionSettings']>({
  method: 'GET',
  path: '/api/admin/settings/inspections',
  access: 'admin',
  tag,
  summary: 'Company-wide inspection settings: how many hours a corrective action is due in',
});

export const saveInspectionSettings = defineEndpoint<Schemas['saveInspectionSettings']>({
  method: 'PUT',
  path: '/api/admin/settings/inspections',
  access: 'admin',
  tag,
  summary: 'Change how many hours a new corrective action is due in (1 to 720); actions already made keep their due time',
});

export const getSiteInspectionSettings = defineEndpoint<Schemas['getSiteInspectionSettings']>({
  method: 'GET',
  path: '/api/admin/sites/:siteId/inspection-settings',
  access: 'admin',
  tag,
  summary: 'A site’s score target, inspection interval, report e-mail choice and checklist adjustments',
  errors: [404],
});

export const saveSiteInspectionSettings = defineEndpoint<Schemas['saveSiteInspectionSettings']>({
  method: 'PUT',
  path: '/api/admin/sites/:siteId/inspection-settings',
  access: 'admin',
  tag,
  summary: 'Change a site’s score target, inspection interval, report e-mail choice and checklist adjustments',
  errors: [404],
});

export const setSupervisor = defineEndpoint<Schemas['setSupervisor']>({
  method: 'PUT',
  path: '/api/admin/employees/:id/supervisor',
  access: 'admin',
  tag,
  summary: 'Mark an employee as a supervisor (who may do inspections), or unmark them',
  errors: [404],
});

export const listInspectableSites = defineEndpoint<Schemas['listInspectableSites']>({
  method: 'GET',
  path: '/api/inspections/sites',
  access: 'authenticated',
  tag,
  summary: 'Admins and supervisors: the active sites to inspect, today’s visits first, each with its checklist',
});

export const uploadInspectionPhoto = defineEndpoint<Schemas['uploadInspectionPhoto']>({
  method: 'POST',
  path: '/api/inspections/photos',
  access: 'authenticated',
  tag,
  summary:
    'Admins, supervisors and employees: upload one photo (JPEG, PNG or WebP bytes as the body, 5 MB at most) to name in an inspection or a closed action; a limited number per minute per user (429 beyond); one not named within a day is deleted',
  status: 201,
  errors: [413, 415, 429],
});

export const readInspectionPhoto = defineEndpoint<Schemas['readInspectionPhoto']>({
  method: 'GET',
  path: '/api/inspections/photos/:id',
  access: 'authenticated',
  tag,
  summary: 'A photo, for the site’s customer, the site’s crew and admins (404 for anyone else)',
  produces: 'image/*',
  errors: [404],
});

export const submitInspection = defineEndpoint<Schemas['submitInspection']>({
  method: 'POST',
  path: '/api/inspections',
  access: 'authenticated',
  tag,
  summary: 'Admins and supervisors: record an inspection (once per idempotency key: a resend answers the first result)',
  status: 201,
  errors: [404, 409],
});

export const getInspection = defineEndpoint<Schemas['getInspection']>({
  method: 'GET',
  path: '/api/admin/inspections/:id',
  access: 'admin',
  tag,
  summary: 'One inspection with its items, photos and corrective actions',
  errors: [404],
});

export const qualityOverview = defineEndpoint<Schemas['qualityOverview']>({
  method: 'GET',
  path: '/api/admin/quality',
  access: 'admin',
  tag,
  summary: 'The Quality screen: inspections by site and inspector, scores by month, sites under target or due, open corrective actions',
});

export const listCrewActions = defineEndpoint<Schemas['listCrewActions']>({
  method: 'GET',
  path: '/api/employee/corrective-actions',
  access: 'employee',
  tag,
  summary: 'The open corrective actions of the caller’s crews, those of the site of today’s visit first',
});

export const closeAction = defineEndpoint<Schemas['closeAction']>({
  method: 'POST',
  path: '/api/employee/corrective-actions/:id/close',
  access: 'employee',
  tag,
  summary: 'Close one of the caller’s crews’ open corrective actions with a note and a photo',
  errors: [404, 409],
});
