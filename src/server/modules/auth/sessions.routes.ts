import type { FastifyInstance } from 'fastify';
import { listOwnSessions, revokeOwnSession } from '#shared/contracts/auth.endpoints.ts';
import { authSchemas } from '#shared/contracts/auth.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { OwnSessionsService } from './own-sessions.service.ts';

/** The signed-in user's own sessions ("Signed-in devices" on the account page). */
export function sessionsRoutes(sessions: OwnSessionsService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listOwnSessions, authSchemas.listOwnSessions, {
      handler: (request) => {
        const auth = currentUser(request);
        return sessions.list(auth.user.id, auth.sessionId);
      },
    });
    registerEndpoint(app, revokeOwnSession, authSchemas.revokeOwnSession, {
      handler: (request) => sessions.revoke(currentUser(request).user.id, request.params.id),
    });
  };
}
