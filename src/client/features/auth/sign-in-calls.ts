import { adminLogin, pageLogin, portalLogin } from '#shared/contracts/auth.endpoints.ts';
import type { SessionUser } from '#shared/contracts/auth.ts';
import type { EndpointResult } from '#shared/http/endpoint.ts';
import { dashboardPathFor, portalPathAfterLogin } from '#shared/domain/user.ts';
import { clearSession, saveAdminSession, saveSession } from '../../lib/auth-session.ts';
import type { LoginEndpoint } from './use-login-mutation.ts';

/** Which login call a sign-in page makes, and what it does with a successful answer. */
export interface SignInCall<E extends LoginEndpoint> {
  endpoint: E;
  /** Keeps the session the call answered with and returns where the person goes next. */
  accept: (answer: EndpointResult<E>) => string;
}

/** One account at a time: a new sign-in replaces whatever session was stored before. */
function startSession(token: string, user: SessionUser): void {
  clearSession();
  saveSession(token, user);
}

/** /login-portal (POST /api/auth/login): admins and admin-portal users, then employee-portal users, then customers. */
export const portalSignIn: SignInCall<typeof portalLogin> = {
  endpoint: portalLogin,
  accept: ({ token, user }) => {
    startSession(token, user);
    return portalPathAfterLogin(user);
  },
};

/** /login (POST /api/login): each role to its dashboard. */
export const pageSignIn: SignInCall<typeof pageLogin> = {
  endpoint: pageLogin,
  accept: ({ token, user }) => {
    startSession(token, user);
    return dashboardPathFor(user.role);
  },
};

/** /admin/login (POST /api/admin/login): the admin token is kept apart from the general one. */
export const adminSignIn: SignInCall<typeof adminLogin> = {
  endpoint: adminLogin,
  accept: ({ token, admin }) => {
    clearSession(); // a stored general session would otherwise take precedence over the admin one
    saveAdminSession(token, admin);
    return '/admin/dashboard';
  },
};
