import { randomBytes } from 'node:crypto';
import { inTransaction, type Database } from '../../db/client.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { createUsersRepository } from '../accounts/users.repository.ts';
import { passwordProblem } from '../accounts/password-policy.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';
import { createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createTwoFactorRepository } from '../accounts/two-factor.repository.ts';

export interface FirstAdminSettings {
  username: string;
  password?: string;
  email?: string;
}

export interface AdminCredentials {
  username: string;
  /** Only when it was generated here and must be shown once. */
  generatedPassword?: string;
  action: 'created' | 'reset' | 'exists';
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url'); // 16 characters, 96 bits
}

function defaultEmail(username: string, companyEmail: string): string {
  const domain = companyEmail.split('@')[1] ?? 'example.com';
  return `${username.toLowerCase()}@${domain}`;
}

/**
 * ADMIN_PASSWORD passes the same policy as any password chosen on a screen (length, the common-password
 * list, the company's and the admin's names): the process stops with the reason rather than create an
 * admin anyone could guess.
 */
function assertAdminPassword(settings: FirstAdminSettings, companyName: string): void {
  const password = settings.password ?? '';
  const problem =
    password.length < PASSWORD_MIN_LENGTH
      ? `it must be at least ${PASSWORD_MIN_LENGTH} characters`
      : passwordProblem(password, { companyName, username: settings.username, email: settings.email });
  if (problem)
    throw new Error(`ADMIN_PASSWORD is not accepted: ${problem.replace(/\.$/, '')}. Choose another, or unset it to get a generated one.`);
}

/** On start: when no admin exists at all, create one from the settings (or with a generated password). */
export async function ensureFirstAdmin(
  db: Database,
  settings: FirstAdminSettings,
  companyEmail: string,
  companyName = '',
): Promise<AdminCredentials> {
  // Instances starting together on an empty database: one makes the admin, the others wait and find it.
  return inTransaction(db, async (tx) => {
    const repo = createUsersRepository(tx);
    await repo.lockFirstAdmin();
    if ((await repo.countAdmins()) > 0) return { username: settings.username, action: 'exists' };
    return createOrResetAdmin(tx, settings, companyEmail, companyName);
  });
}

/**
 * `npm run create-admin`: create the admin, or, when the username exists,
 * give it a new password, make sure it is an active admin, clear its sign-in
 * limits and turn off its second factor (a way back in).
 */
export async function createOrResetAdmin(
  db: Database,
  settings: FirstAdminSettings,
  companyEmail: string,
  companyName = '',
): Promise<AdminCredentials> {
  if (settings.password !== undefined) assertAdminPassword(settings, companyName);
  const repo = createUsersRepository(db);
  const generatedPassword = settings.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(settings.password ?? generatedPassword!);
  const existing = await repo.findByLogin(settings.username, false);
  if (existing) {
    await repo.update(existing.id, {
      passwordHash,
      role: 'admin',
      isActive: true,
      companyName: null,
      position: null,
      department: null,
      hourlyRate: null,
    });
    // A way back in: a sign-in lock on the admin (decision 0009) is lifted, and a second factor on a
    // lost phone (decision 0010) is turned off; the admin sets it up again from the account page.
    await createSignInFailuresRepository(db).clearUser(existing);
    await createTwoFactorRepository(db).remove(existing.id);
    return { username: existing.username, generatedPassword, action: 'reset' };
  }
  await repo.insert({
    username: settings.username,
    email: settings.email ?? defaultEmail(settings.username, companyEmail),
    passwordHash,
    firstName: 'Site',
    lastName: 'Administrator',
    role: 'admin',
  });
  return { username: settings.username, generatedPassword, action: 'created' };
}

/** The one place that prints an admin password, once, on the console (never into the structured log). */
export function announceAdmin(credentials: AdminCredentials): void {
  if (credentials.action === 'exists') return;
  const lines = [
    `Admin account ${credentials.action === 'created' ? 'created' : 'password reset'}: username "${credentials.username}"`,
    credentials.generatedPassword
      ? `Generated password (shown only now, change it under Settings after signing in): ${credentials.generatedPassword}`
      : 'Password: the value of ADMIN_PASSWORD',
    'Sign in at /admin/login',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  console.log(['', '='.repeat(width), ...lines, '='.repeat(width), ''].join('\n'));
}
