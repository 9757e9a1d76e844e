import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  closeAction,
  getInspection,
  getInspectionSettings,
  getSiteInspectionSettings,
  listCrewActions,
  listInspectableSites,
  listTemplates,
  qualityOverview,
  readInspectionPhoto,
  saveInspectionSettings,
  saveSiteInspectionSettings,
  saveTemplate,
  setSupervisor,
  submitInspection,
  uploadInspectionPhoto,
} from '#shared/contracts/inspections.endpoints.ts';
import { inspectionsSchemas, photoRateMessage } from '#shared/contracts/inspections.ts';
import { inspectionPhotoTypes, maxInspectionPhotoBytes } from '#shared/domain/inspections.ts';
import { notFound } from '../../errors.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { Caller, InspectionsService } from './inspections.service.ts';

/**
 * At most `max` photo uploads a minute per signed-in user, wherever they send from (a phone changes address
 * between networks). Counted before the body is read: authentication has run by then (an onRequest hook of
 * the app), so the user is known; a refusal costs no upload.
 */
const photosPerUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `user:${request.auth?.user.id ?? 'none'}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      message: photoRateMessage(max, Math.max(1, Math.ceil(context.ttl / 1000))),
    }),
  },
});

/**
 * Inspections (issue 33, decision 0045). Admin routes are admin-only by their access rule; doing an
 * inspection is for admins and supervisor employees (checked by the service: 403 for others); a photo is
 * read by the site's customer, crew and admins only (404 for anyone else).
 */
export function inspectionsRoutes(inspections: InspectionsService, limits: { photosPerMinute: number }) {
  return async (app: FastifyInstance) => {
    const caller = (request: FastifyRequest): Caller => {
      const { user } = currentUser(request);
      return { id: user.id, role: user.role };
    };
    const me = (request: FastifyRequest) => currentUser(request).user.id;

    // Photo bytes as the body (this plugin only): the type is told by the bytes, not by this header.
    app.addContentTypeParser([...inspectionPhotoTypes, 'application/octet-stream'], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    // Before the body and params are checked: who may submit (a customer's empty body is 403, not 400), and a
    // photo id that is no id is the 404 of any photo the caller may not see.
    app.addHook('preValidation', async (request) => {
      const route = request.routeOptions.url;
      if (request.method === 'POST' && route === submitInspection.path) await inspections.assertInspector(caller(request));
      if (request.method === 'GET' && route === readInspectionPhoto.path) {
        const { id } = request.params as { id?: unknown };
        if (!inspectionsSchemas.readInspectionPhoto.params.safeParse({ id }).success) throw notFound('Photo');
      }
    });

    registerEndpoint(app, listTemplates, inspectionsSchemas.listTemplates, { handler: () => inspections.listTemplates() });
    registerEndpoint(app, saveTemplate, inspectionsSchemas.saveTemplate, {
      handler: (request) => inspections.saveTemplate(request.params.facilityType, request.body, me(request)),
    });
    registerEndpoint(app, getInspectionSettings, inspectionsSchemas.getInspectionSettings, { handler: () => inspections.settings() });
    registerEndpoint(app, saveInspectionSettings, inspectionsSchemas.saveInspectionSettings, {
      handler: (request) => inspections.saveSettings(request.body, me(request)),
    });
    registerEndpoint(app, getSiteInspectionSettings, inspectionsSchemas.getSiteInspectionSettings, {
      handler: (request) => inspections.siteSettings(request.params.siteId),
    });
    registerEndpoint(app, saveSiteInspectionSettings, inspectionsSchemas.saveSiteInspectionSettings, {
      handler: (request) => inspections.saveSiteSettings(request.params.siteId, request.body, me(request)),
    });
    registerEndpoint(app, setSupervisor, inspectionsSchemas.setSupervisor, {
      handler: (request) => inspections.setSupervisor(request.params.id, request.body.isSupervisor, me(request)),
    });

    registerEndpoint(app, listInspectableSites, inspectionsSchemas.listInspectableSites, {
      handler: (request) => inspections.inspectableSites(caller(request)),
    });
    registerEndpoint(app, uploadInspectionPhoto, inspectionsSchemas.uploadInspectionPhoto, {
      // A little over the limit, so the service answers a too-large photo with its own words.
      bodyLimit: maxInspectionPhotoBytes + 1024,
      config: photosPerUser(limits.photosPerMinute),
      handler: (request) => inspections.uploadPhoto(caller(request), request.body),
    });
    registerEndpoint(app, readInspectionPhoto, inspectionsSchemas.readInspectionPhoto, {
      handler: async (request, reply) => {
        const photo = await inspections.readPhoto(caller(request), request.params.id);
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      },
    });
    registerEndpoint(app, submitInspection, inspectionsSchemas.submitInspection, {
      handler: async (request, reply) => {
        const result = await inspections.submit(caller(request), request.body);
        if (result.replayed) reply.status(200);
        return result;
      },
      otherResponses: { 200: inspectionsSchemas.submitInspection.response },
    });
    registerEndpoint(app, getInspection, inspectionsSchemas.getInspection, {
      handler: (request) => inspections.inspection(request.params.id),
    });
    registerEndpoint(app, qualityOverview, inspectionsSchemas.qualityOverview, {
      handler: (request) => inspections.quality(request.query),
    });
    registerEndpoint(app, listCrewActions, inspectionsSchemas.listCrewActions, {
      handler: (request) => inspections.crewActions(me(request)),
    });
    registerEndpoint(app, closeAction, inspectionsSchemas.closeAction, {
      handler: (request) => inspections.closeAction(me(request), request.params.id, request.body),
    });
  };
}
