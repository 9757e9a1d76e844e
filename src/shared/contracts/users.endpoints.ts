import { defineEndpoint } from '../http/endpoint.ts';
import type { usersSchemas } from './users.ts';

type Schemas = typeof usersSchemas;

const tag = 'users';

export const listUsers = defineEndpoint<Schemas['listUsers']>({
  method: 'GET',
  path: '/api/users',
  access: 'admin',
  tag,
  summary: 'Users, filtered by search text and role',
});

export const createUser = defineEndpoint<Schemas['createUser']>({
  method: 'POST',
  path: '/api/users',
  access: 'admin',
  tag,
  summary: 'Create a user; answers a single-use set-password link',
  status: 201,
  errors: [409],
});

export const updateUser = defineEndpoint<Schemas['updateUser']>({
  method: 'PUT',
  path: '/api/users/:id',
  access: 'admin',
  tag,
  summary: 'Change a user’s details or role',
  errors: [404, 409],
});

export const setUserStatus = defineEndpoint<Schemas['setUserStatus']>({
  method: 'PUT',
  path: '/api/users/:id/status',
  access: 'admin',
  tag,
  summary: 'Activate or deactivate a user',
  errors: [404, 409],
});

export const issuePasswordLink = defineEndpoint<Schemas['issuePasswordLink']>({
  method: 'POST',
  path: '/api/users/:id/password-link',
  access: 'admin',
  tag,
  summary: 'A new single-use set-password link for a user',
  errors: [404],
});

export const clearSignInLock = defineEndpoint<Schemas['clearSignInLock']>({
  method: 'DELETE',
  path: '/api/users/:id/sign-in-lock',
  access: 'admin',
  tag,
  summary: 'Lift every sign-in and password-change limit on a user (decision 0009)',
  status: 204,
  errors: [404],
});

export const resetTwoFactor = defineEndpoint<Schemas['resetTwoFactor']>({
  method: 'DELETE',
  path: '/api/users/:id/two-factor',
  access: 'admin',
  tag,
  summary: 'Turn off another user’s two-factor sign-in (a lost device; decision 0010)',
  status: 204,
  errors: [403, 404, 409],
});
