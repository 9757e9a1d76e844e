import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminLogin,
  adminSignOut,
  changePassword,
  customerSignOut,
  employeeSignOut,
  getCustomerProfile,
  getEmployeeProfile,
  getMe,
  getPasswordLink,
  pageLogin,
  portalLogin,
  setPasswordWithLink,
  signOut,
} from '#shared/contracts/auth.endpoints.ts';
import { type LoginRequest, authSchemas } from '#shared/contracts/auth.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { toUser } from '../accounts/users.mapper.ts';
import { originOf } from '../security/security-events.service.ts';
import { deviceCookieHeader, deviceCookieOf } from '../accounts/device-tokens.ts';
import type { AuthService, LoginVia } from './auth.service.ts';

/**
 * `loginsPerMinute`: each login route's per-minute cap on attempts from one address (the rate limiter
 * counts an IPv6 /64 as one); a flood guard in front of the exact limits in the database (decision 0009).
 */
export function authRoutes(auth: AuthService, loginsPerMinute: number, options: { secureCookies?: boolean } = {}) {
  return async (app: FastifyInstance) => {
    const loginCap = perMinute(loginsPerMinute);
    /** A successful sign-in leaves this browser a device cookie for the account, when it had none (decision 0035). */
    const login = async (via: LoginVia, request: FastifyRequest & { body: LoginRequest }, reply: FastifyReply) => {
      const { deviceToken, ...result } = await auth.login({
        identifier: request.body.username,
        password: request.body.password,
        code: request.body.code,
        via,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
        deviceToken: deviceCookieOf(request.headers.cookie),
      });
      if (deviceToken) reply.header('set-cookie', deviceCookieHeader(deviceToken, options.secureCookies ?? false));
      return result;
    };

    // Client Portal login: routes each role to its portal.
    registerEndpoint(app, portalLogin, authSchemas.portalLogin, {
      config: loginCap,
      handler: (request, reply) => login('portal', request, reply),
    });
    // Sign-in page: username or e-mail.
    registerEndpoint(app, pageLogin, authSchemas.pageLogin, {
      config: loginCap,
      handler: (request, reply) => login('page', request, reply),
    });
    registerEndpoint(app, adminLogin, authSchemas.adminLogin, {
      config: loginCap,
      handler: async (request, reply) => {
        const { token, user, twoFactorSetup } = await login('admin', request, reply);
        return { token, admin: user, ...(twoFactorSetup && { twoFactorSetup }) };
      },
    });

    for (const endpoint of [signOut, customerSignOut, employeeSignOut, adminSignOut]) {
      registerEndpoint(app, endpoint, {}, { handler: (request) => auth.logout(currentUser(request).sessionId) });
    }

    registerEndpoint(app, getMe, authSchemas.getMe, {
      handler: async (request) => {
        const { user } = currentUser(request);
        return toUser(user, await auth.twoFactor.enabledFor(user.id));
      },
    });

    registerEndpoint(app, changePassword, authSchemas.changePassword, {
      handler: (request) =>
        auth.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword, originOf(request)),
    });

    registerEndpoint(app, getPasswordLink, authSchemas.getPasswordLink, { handler: (request) => auth.describeLink(request.params.token) });
    registerEndpoint(app, setPasswordWithLink, authSchemas.setPasswordWithLink, {
      handler: (request) => auth.setPasswordWithLink(request.params.token, request.body.password, originOf(request)),
    });

    registerEndpoint(app, getCustomerProfile, authSchemas.getCustomerProfile, {
      handler: (request) => {
        const u = currentUser(request).user;
        return {
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phone: u.phone,
          companyName: u.companyName,
          createdAt: u.createdAt.toISOString(),
        };
      },
    });

    registerEndpoint(app, getEmployeeProfile, authSchemas.getEmployeeProfile, {
      handler: (request) => {
        const u = currentUser(request).user;
        return {
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phone: u.phone,
          position: u.position,
          hourlyRate: u.hourlyRate === null ? null : Number(u.hourlyRate),
          hireDate: u.hireDate,
          isActive: u.isActive,
          isSupervisor: u.isSupervisor,
        };
      },
    });
  };
}
