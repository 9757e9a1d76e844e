import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserRequestSchema,
  createUserResponseSchema,
  passwordLinkSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userSchema,
  userStatusRequestSchema,
} from '#shared/contracts/users.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { UsersService } from './users.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const admin = { access: 'admin' } as const;

/** User management: admins only. */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/users', { config: admin, schema: { querystring: userListQuerySchema, response: { 200: z.array(userSchema), ...errors } } }, async (request) => {
      const { search, role } = request.query;
      return users.list({ search: search || undefined, role: role === 'all' ? undefined : role });
    });

    app.post(
      '/api/users',
      { config: admin, schema: { body: createUserRequestSchema, response: { 201: createUserResponseSchema, ...errors } } },
      async (request, reply) => {
        const created = await users.create(request.body as Parameters<UsersService['create']>[0], currentUser(request).user.id);
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/api/users/:id',
      { config: admin, schema: { params: idParams, body: updateUserRequestSchema, response: { 200: userSchema, ...errors } } },
      async (request) => users.update(request.params.id, request.body as Parameters<UsersService['update']>[1], currentUser(request).user.id),
    );

    app.put(
      '/api/users/:id/status',
      { config: admin, schema: { params: idParams, body: userStatusRequestSchema, response: { 200: userSchema, ...errors } } },
      async (request) => users.setActive(request.params.id, request.body.isActive, currentUser(request).user.id),
    );

    app.post(
      '/api/users/:id/password-link',
      { config: admin, schema: { params: idParams, response: { 200: passwordLinkSchema, ...errors } } },
      async (request) => users.issueResetLink(request.params.id, currentUser(request).user.id),
    );
  };
}
