import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideAccess } from '#shared/domain/access.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';
import { originOf } from '../modules/security/security-events.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}

/** What the back office answers an admin who must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_DUE =
  'Administrators must use two-factor sign-in. Set it up under Account settings (/account) to reach the back office.';

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Enforces each route's access rule before the body is even read: no token or
 * a dead one is 401, the wrong role is 403. Handlers then scope data by
 * request.auth (never by ids the browser sends).
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule === 'public') return;
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? ((await auth.authenticate(token)) ?? null) : null;
    const decision = decideAccess(rule, request.auth?.user.role ?? null);
    if (decision === 'unauthenticated') {
      throw new AppError('UNAUTHORIZED', token ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.');
    }
    // An admin past the two-factor grace reaches only what every signed-in user may (their account
    // page, where two-factor is set up) until it is on (decision 0035).
    const setupDue = decision === 'allow' && rule === 'admin' && request.auth?.twoFactorSetupDue === true;
    if (decision === 'forbidden' || setupDue) {
      await app.securityEvents.record({
        type: 'access.denied',
        userId: request.auth?.user.id,
        origin: originOf(request),
        detail: {
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          role: request.auth?.user.role ?? null,
          rule,
          ...(setupDue && { reason: 'two-factor-setup-due' }),
        },
      });
      throw new AppError('FORBIDDEN', setupDue ? TWO_FACTOR_SETUP_DUE : 'Your account does not have access to this.');
    }
  });
}

/**
 * For a public route that treats staff differently (a PDF download is not counted as the prospect's
 * interest, decision 0020): whether the request carries a live admin or employee session. Public
 * routes read no token otherwise; a request without one costs nothing here.
 */
export function staffSessionCheck(auth: AuthService): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return false;
    const found = await auth.authenticate(token);
    return found !== undefined && found.user.role !== 'customer';
  };
}

/**
 * For a public route that lets an admin do more (the scheduling page's visit length, decision 0041):
 * whether the request carries a live admin session that may reach the back office. An admin whose
 * two-factor set-up is due is refused every admin route (decision 0035), so here counts as a visitor.
 */
export function adminSessionCheck(auth: AuthService): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return false;
    const found = await auth.authenticate(token);
    return found !== undefined && found.user.role === 'admin' && found.twoFactorSetupDue !== true;
  };
}

/** The signed-in user of a route whose rule is not public. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.auth;
}
