import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/domain/user.ts';
import type { Database } from '#server/db/client.ts';
import { hashPassword } from '#server/modules/accounts/secrets.ts';
import { createUsersRepository } from '#server/modules/accounts/users.repository.ts';
import type { UserRow } from '#server/modules/accounts/users.repository.ts';

export const TEST_PASSWORD = 'correct horse battery';

/**
 * TEST_PASSWORD hashed once per test file and given to every user the file inserts: a real argon2id hash
 * at the production cost (each sign-in still verifies at that cost), without paying that cost again for
 * each of the hundreds of users the suite inserts.
 */
let testPasswordHash: Promise<string> | undefined;

/** Factory: a user with a known password, straight into the database. */
export async function insertUser(db: Database, role: Role, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const username = overrides.username ?? `${role}-${Math.random().toString(36).slice(2, 8)}`;
  const passwordHash = overrides.passwordHash ?? (await (testPasswordHash ??= hashPassword(TEST_PASSWORD)));
  return createUsersRepository(db).insert({
    username,
    email: `${username}@example.test`,
    firstName: role[0]!.toUpperCase() + role.slice(1),
    lastName: 'Tester',
    role,
    passwordHash,
    companyName: role === 'customer' ? 'Test Co' : null,
    position: role === 'employee' ? 'Cleaner' : null,
    hourlyRate: role === 'employee' ? '21.00' : null,
    hireDate: role === 'employee' ? '2025-01-06' : null,
    ...overrides,
  });
}

/** Signs in through the Client Portal call and returns the bearer token. */
export async function tokenFor(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
