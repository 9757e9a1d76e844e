import type { FastifyInstance } from 'fastify';
import {
  approveServiceRequest,
  createServiceRequest,
  createSiteClosure,
  declineServiceRequest,
  getMessagePreferences,
  getOwnVisitChanges,
  getServiceRequestOptions,
  getUnsubscribeLink,
  listOwnServiceRequests,
  listServiceRequests,
  listVisitChanges,
  moveVisit,
  putMessagePreferences,
  skipVisit,
  unsubscribe,
} from '#shared/contracts/self-service.endpoints.ts';
import { selfServiceSchemas } from '#shared/contracts/self-service.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { registerFormBodyParser } from '../../http/form-body.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { SelfService } from './self-service.service.ts';

/**
 * Customer self-service (decision 0049). Customer routes act on the session's user, never on an id the
 * browser sends. The unsubscribe calls are public, by the link's token: `GET /api/unsubscribe/:token`
 * describes it and `POST /api/unsubscribe/:token` uses it; the page `/unsubscribe/:token` and its
 * one-click POST are unsubscribe-page.routes.ts (decision 0054).
 */
export function selfServiceRoutes(service: SelfService, options: { perMinute: number }) {
  return async (app: FastifyInstance) => {
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, getServiceRequestOptions, selfServiceSchemas.serviceRequestOptions, {
      handler: (request) => service.options(me(request)),
    });
    registerEndpoint(app, listOwnServiceRequests, selfServiceSchemas.listOwnServiceRequests, {
      handler: (request) => service.ownRequests(me(request)),
    });
    registerEndpoint(app, createServiceRequest, selfServiceSchemas.createServiceRequest, {
      handler: (request) => service.request(me(request), request.body),
    });
    registerEndpoint(app, listServiceRequests, selfServiceSchemas.listServiceRequests, {
      handler: (request) => service.listRequests(request.query.status),
    });
    registerEndpoint(app, approveServiceRequest, selfServiceSchemas.approveServiceRequest, {
      handler: (request) => service.approve(request.params.id, request.body, me(request)),
    });
    registerEndpoint(app, declineServiceRequest, selfServiceSchemas.declineServiceRequest, {
      handler: (request) => service.decline(request.params.id, request.body.reason, me(request)),
    });
    registerEndpoint(app, skipVisit, selfServiceSchemas.skipVisit, {
      handler: (request) => service.skip(me(request), request.params.id),
    });
    registerEndpoint(app, moveVisit, selfServiceSchemas.moveVisit, {
      handler: (request) => service.move(me(request), request.params.id, request.body),
    });
    registerEndpoint(app, getOwnVisitChanges, selfServiceSchemas.ownVisitChanges, {
      handler: (request) => service.ownChanges(me(request)),
    });
    registerEndpoint(app, createSiteClosure, selfServiceSchemas.createSiteClosure, {
      handler: (request) => service.close(me(request), request.body),
    });
    registerEndpoint(app, listVisitChanges, selfServiceSchemas.listVisitChanges, {
      handler: () => service.allChanges(),
    });
    registerEndpoint(app, getMessagePreferences, selfServiceSchemas.getMessagePreferences, {
      handler: (request) => service.preferences(me(request)),
    });
    registerEndpoint(app, putMessagePreferences, selfServiceSchemas.putMessagePreferences, {
      handler: (request) => service.setPreferences(me(request), request.body),
    });

    // What the unsubscribe page shows (its route reads it); the page's POST is unsubscribe-page.routes.ts.
    // No limit of its own, like the other link reads: the page's render calls it in process, from one address.
    registerEndpoint(app, getUnsubscribeLink, selfServiceSchemas.unsubscribeLink, {
      handler: (request) => service.unsubscribeLink(request.params.token),
    });
    // A script's one-click unsubscribe, form-encoded as a mail provider sends it (List-Unsubscribe=One-Click) or JSON.
    await app.register(async (scope) => {
      registerFormBodyParser(scope);
      registerEndpoint(scope, unsubscribe, selfServiceSchemas.unsubscribe, {
        config: perMinute(options.perMinute),
        handler: (request) => service.unsubscribe(request.params.token),
      });
    });
  };
}
