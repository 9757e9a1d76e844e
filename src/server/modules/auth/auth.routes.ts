import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginResponseSchema,
  changePasswordRequestSchema,
  customerProfileSchema,
  employeeProfileSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordLinkInfoSchema,
  setPasswordRequestSchema,
} from '#shared/contracts/auth.ts';
import { userSchema } from '#shared/contracts/users.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { toUser } from '../users/users.mapper.ts';
import type { AuthService, LoginVia } from './auth.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const login = (via: LoginVia) => (request: { body: { username: string; password: string }; ip: string; headers: Record<string, unknown> }) =>
      auth.login({
        identifier: request.body.username,
        password: request.body.password,
        via,
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
      });

    const loginSchema = { body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } };
    // Client Portal login: routes each role to its portal.
    app.post('/api/auth/login', { config: { access: 'public' }, schema: loginSchema }, login('portal'));
    // Sign-in page: username or e-mail.
    app.post('/api/login', { config: { access: 'public' }, schema: loginSchema }, login('page'));
    app.post(
      '/api/admin/login',
      { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: adminLoginResponseSchema, ...errors } } },
      async (request) => {
        const { token, user } = await login('admin')(request);
        return { token, admin: user };
      },
    );

    for (const path of ['/api/auth/logout', '/api/auth/customer/logout', '/api/auth/employee/logout', '/api/admin/logout']) {
      app.post(path, { config: { access: 'authenticated' }, schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
        await auth.logout(currentUser(request).sessionId);
        return reply.status(204).send(null);
      });
    }

    app.get('/api/auth/me', { config: { access: 'authenticated' }, schema: { response: { 200: userSchema, ...errors } } }, async (request) =>
      toUser(currentUser(request).user),
    );

    app.put(
      '/api/auth/password',
      { config: { access: 'authenticated' }, schema: { body: changePasswordRequestSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await auth.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/password-links/:token',
      { config: { access: 'public' }, schema: { params: tokenParams, response: { 200: passwordLinkInfoSchema, ...errors } } },
      async (request) => auth.describeLink(request.params.token),
    );

    app.post(
      '/api/auth/password-links/:token',
      { config: { access: 'public' }, schema: { params: tokenParams, body: setPasswordRequestSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await auth.setPasswordWithLink(request.params.token, request.body.password);
        return reply.status(204).send(null);
      },
    );

    app.get('/api/auth/customer/profile', { config: { access: 'customer' }, schema: { response: { 200: customerProfileSchema, ...errors } } }, async (request) => {
      const u = currentUser(request).user;
      return { firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, companyName: u.companyName, createdAt: u.createdAt.toISOString() };
    });

    app.get('/api/auth/employee/profile', { config: { access: 'employee' }, schema: { response: { 200: employeeProfileSchema, ...errors } } }, async (request) => {
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
      };
    });
  };
}
