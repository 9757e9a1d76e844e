import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  approveServiceRequest,
  createServiceRequest,
  createSiteClosure,
  declineServiceRequest,
  getMessagePreferences,
  getOwnVisitChanges,
  getServiceRequestOptions,
  listOwnServiceRequests,
  listServiceRequests,
  listVisitChanges,
  moveVisit,
  putMessagePreferences,
  skipVisit,
  unsubscribe,
} from '#shared/contracts/self-service.endpoints.ts';
import { selfServiceSchemas, unsubscribeParams, unsubscribeTopicLabels } from '#shared/contracts/self-service.ts';
import { escapeHtml } from '#shared/text/escape-html.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { registerFormBodyParser } from '../../http/form-body.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { SelfService } from './self-service.service.ts';

/** A small page of its own (no script, no tracking): what the unsubscribe link shows. */
function unsubscribePage(companyName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(companyName)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/customer-dashboard?tab=account">Choose what you get in the Client Portal</a></p></main></body></html>`;
}

/**
 * Customer self-service (decision 0049). Customer routes act on the session's user, never on an id the
 * browser sends. The unsubscribe link is public: `GET /unsubscribe/:token` shows a page with one button
 * (a mail scanner that follows links changes nothing), `POST /unsubscribe/:token` is the one-click
 * unsubscribe of RFC 8058 (the List-Unsubscribe-Post body) and the page's button, and
 * `POST /api/unsubscribe/:token` the same for a script.
 */
export function selfServiceRoutes(service: SelfService, options: { companyName: () => string; perMinute: number }) {
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

    // The one-click POST of a mail provider is form-encoded (List-Unsubscribe=One-Click): read it in this scope only.
    await app.register(async (scope) => {
      registerFormBodyParser(scope);
      registerEndpoint(scope, unsubscribe, selfServiceSchemas.unsubscribe, {
        config: perMinute(options.perMinute),
        handler: (request) => service.unsubscribe(request.params.token),
      });

      const page = (reply: FastifyReply, status: number, title: string, body: string) =>
        reply
          .status(status)
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(unsubscribePage(options.companyName(), title, body));
      const invalid = (reply: FastifyReply) =>
        page(
          reply,
          404,
          'This link is not valid',
          '<p>This unsubscribe link is not valid. You can change what you get in the Client Portal.</p>',
        );

      scope.get<{ Params: { token: string } }>('/unsubscribe/:token', { config: { access: 'public' } }, async (request, reply) => {
        if (!unsubscribeParams.safeParse(request.params).success) return invalid(reply);
        const token = request.params.token;
        return page(
          reply,
          200,
          'Unsubscribe',
          `<p>Stop these e-mails from ${escapeHtml(options.companyName())}?</p>
<form method="post" action="/unsubscribe/${escapeHtml(token)}"><button type="submit" name="List-Unsubscribe" value="One-Click">Unsubscribe</button></form>`,
        );
      });

      scope.post<{ Params: { token: string } }>(
        '/unsubscribe/:token',
        { config: { access: 'public', ...perMinute(options.perMinute) } },
        async (request, reply) => {
          if (!unsubscribeParams.safeParse(request.params).success) return invalid(reply);
          try {
            const result = await service.unsubscribe(request.params.token);
            return page(
              reply,
              200,
              'You are unsubscribed',
              `<p>You will no longer get ${escapeHtml(unsubscribeTopicLabels[result.topic])}.</p>`,
            );
          } catch (error) {
            if (error instanceof AppError && error.statusCode === 404) return invalid(reply);
            throw error;
          }
        },
      );
    });
  };
}
