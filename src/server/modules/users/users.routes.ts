import type { FastifyInstance } from 'fastify';
import {
  clearSignInLock,
  createUser,
  resetTwoFactor,
  issuePasswordLink,
  listUsers,
  setUserStatus,
  updateUser,
} from '#shared/contracts/users.endpoints.ts';
import { usersSchemas } from '#shared/contracts/users.ts';
import { requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';
import { authSchemas, PASSWORD_RESET_SENT_MESSAGE } from '#shared/contracts/auth.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { originOf } from '../security/security-events.service.ts';
import type { UsersService } from './users.service.ts';
import type { SignInLocks } from './sign-in-locks.ts';

/** User management (admins only), and "Forgot password", which issues the same kind of link. */
export function usersRoutes(users: UsersService, signInLocks: SignInLocks, resetsPerMinute: number) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, requestPasswordReset, authSchemas.requestPasswordReset, {
      config: perMinute(resetsPerMinute),
      handler: async (request) => {
        await users.requestPasswordReset(request.body.identifier, originOf(request));
        return { message: PASSWORD_RESET_SENT_MESSAGE };
      },
    });
    registerEndpoint(app, listUsers, usersSchemas.listUsers, {
      handler: (request) => {
        const { search, role } = request.query;
        return users.list({ search: search || undefined, role: role === 'all' ? undefined : role });
      },
    });
    registerEndpoint(app, createUser, usersSchemas.createUser, {
      handler: (request) => users.create(request.body, currentUser(request).user.id, originOf(request)),
    });
    registerEndpoint(app, updateUser, usersSchemas.updateUser, {
      handler: (request) => users.update(request.params.id, request.body, currentUser(request).user.id, originOf(request)),
    });
    registerEndpoint(app, setUserStatus, usersSchemas.setUserStatus, {
      handler: (request) => users.setActive(request.params.id, request.body.isActive, currentUser(request).user.id, originOf(request)),
    });
    registerEndpoint(app, issuePasswordLink, usersSchemas.issuePasswordLink, {
      handler: (request) => users.issueResetLink(request.params.id, currentUser(request).user.id, originOf(request)),
    });
    registerEndpoint(app, clearSignInLock, usersSchemas.clearSignInLock, {
      handler: (request) => signInLocks.clear(request.params.id, currentUser(request).user.id, originOf(request)),
    });
    registerEndpoint(app, resetTwoFactor, usersSchemas.resetTwoFactor, {
      handler: (request) => signInLocks.resetTwoFactor(request.params.id, currentUser(request).user.id, originOf(request)),
    });
  };
}
