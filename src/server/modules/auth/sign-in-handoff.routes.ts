import type { FastifyInstance } from 'fastify';
import { redeemSignInHandoff } from '#shared/contracts/page-forms.endpoints.ts';
import { pageFormsSchemas } from '#shared/contracts/page-forms.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { toSessionUser } from '../accounts/users.mapper.ts';
import type { AuthService } from './auth.service.ts';
import { clearedHandoffCookies, readHandoff, type HandoffKind } from './sign-in-handoff.ts';

const NOTHING = 'There is no sign-in to take over. Please sign in.';

/**
 * POST /api/auth/handoff (public; decision 0032): the app's script takes over the session of a sign-in
 * made without JavaScript, from the cookie only this call receives. The cookies are cleared whatever
 * the answer, so a session is handed over once; a revoked or expired one is not handed over.
 */
export function signInHandoffRoutes(auth: AuthService, options: { secureCookies: boolean }) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, redeemSignInHandoff, pageFormsSchemas.redeemSignInHandoff, {
      handler: async (request, reply) => {
        reply.header('set-cookie', clearedHandoffCookies(options.secureCookies));
        const handoff = readHandoff(request.headers.cookie);
        const signedIn = handoff ? await auth.authenticate(handoff.token) : undefined;
        if (!handoff || !signedIn) throw new AppError('NOT_FOUND', NOTHING);
        // The admin login's kind only for an admin: the cookie is the server's, but a browser can write cookies.
        const kind: HandoffKind = handoff.kind === 'admin' && signedIn.user.role === 'admin' ? 'admin' : 'general';
        return { token: handoff.token, kind, user: toSessionUser(signedIn.user) };
      },
    });
  };
}
