import type { CreateUserResponse, PasswordLink, User } from '#shared/contracts/users.ts';
import type { Role } from '#shared/domain/user.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import { createPasswordLinksRepository } from '../accounts/password-links.repository.ts';
import { issuePasswordLink } from '../accounts/password-links.ts';
import { createUsersRepository, type NewUserRow, type UserRow } from '../accounts/users.repository.ts';
import { toUser } from '../accounts/users.mapper.ts';
import { createTwoFactorRepository } from '../accounts/two-factor.repository.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { PASSWORD_RESET_REQUEST } from '../notifications/outbox.worker.ts';
import { queueAdminResetNotice } from './admin-reset-notice.ts';

export interface UserFields {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phone?: string | null;
  role?: Role;
  companyName?: string | null;
  position?: string | null;
  department?: string | null;
  hourlyRate?: number | null;
  hireDate?: string;
}

interface Deps {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  companyName: string;
  passwordLinkTtlMs: number;
  /** The security log: account creation, role and status changes, issued links. */
  securityEvents?: SecurityEvents;
}

/** Role-specific fields only exist for their role: a customer has no hourly rate. */
function roleFields(role: Role, f: UserFields): Partial<NewUserRow> {
  return {
    companyName: role === 'customer' ? (f.companyName ?? null) : null,
    position: role === 'employee' ? (f.position ?? null) : null,
    department: role === 'employee' ? (f.department ?? null) : null,
    hourlyRate: role === 'employee' && f.hourlyRate != null ? f.hourlyRate.toFixed(2) : null,
  };
}

/** Today's date in the company's time zone (a hire entered at 8 pm is hired today, not tomorrow). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** The hire date an admin gave, never a day in the future; today when none was given. */
function hireDateOf(given: string | undefined): string {
  if (given === undefined) return today();
  if (given > today())
    throw new AppError('VALIDATION_FAILED', 'A hire date cannot be in the future', { hireDate: 'A hire date cannot be in the future' });
  return given;
}

/**
 * A link for someone who never chose a password (an account made without one, e.g. a customer converted
 * without an e-mail) invites them to choose one; only a password that exists is "reset".
 */
const firstOrNew = (user: Pick<UserRow, 'passwordHash'>): 'invite' | 'reset' => (user.passwordHash ? 'reset' : 'invite');

export function createUsersService(deps: Deps) {
  const { db } = deps;
  const repo = createUsersRepository(db);
  const twoFactor = createTwoFactorRepository(db);
  const hasTwoFactor = async (id: number) => (await twoFactor.confirmedAmong([id])).has(id);
  /** Written after the change has committed (an event never describes a rolled-back change). */
  const record = (event: Parameters<SecurityEvents['record']>[0]) => deps.securityEvents?.record(event);

  /** A new single-use link replaces older ones; e-mailed through the outbox when SMTP is configured. */
  const issueLink = (tx: Database, user: UserRow, purpose: 'invite' | 'reset', createdBy: number | null, ttlMs?: number) =>
    issuePasswordLink(
      tx,
      user,
      purpose,
      createdBy,
      { siteUrl: deps.siteUrl, companyName: deps.companyName, ttlMs: deps.passwordLinkTtlMs, mailerConfigured: deps.mailer.configured },
      ttlMs,
    );

  /** The check above races with a concurrent request; the unique index decides, and says 409. */
  async function conflictOnDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This username or e-mail is already taken');
      throw error;
    }
  }

  async function assertUnique(f: UserFields, exceptId?: number) {
    const taken = await repo.takenFields(f.username, f.email, exceptId);
    if (Object.keys(taken).length > 0) throw new AppError('CONFLICT', Object.values(taken).join('. '), taken);
  }

  return {
    async list(filter: { search?: string; role?: Role }): Promise<User[]> {
      const rows = await repo.list(filter);
      const withTwoFactor = await twoFactor.confirmedAmong(rows.map((r) => r.id));
      return rows.map((row) => toUser(row, withTwoFactor.has(row.id)));
    },

    async get(id: number): Promise<UserRow> {
      const row = await repo.findById(id);
      if (!row) throw notFound('User');
      return row;
    },

    async create(
      f: UserFields & { firstName: string; lastName: string; username: string; email: string; role: Role },
      createdBy: number | null,
      origin?: RequestOrigin,
    ): Promise<CreateUserResponse> {
      await assertUnique(f);
      const created = await conflictOnDuplicate(() =>
        inTransaction(db, async (t) => {
          const row = await createUsersRepository(t).insert({
            username: f.username,
            email: f.email,
            firstName: f.firstName,
            lastName: f.lastName,
            phone: f.phone ?? null,
            role: f.role,
            hireDate: f.role === 'employee' ? hireDateOf(f.hireDate) : null,
            ...roleFields(f.role, f),
          });
          const passwordLink = await issueLink(t, row, 'invite', createdBy);
          return { user: toUser(row, false), passwordLink };
        }),
      );
      const about = { userId: created.user.id, actorId: createdBy, origin };
      await record({ type: 'user.created', ...about, detail: { role: created.user.role } });
      await record({ type: 'password-link.issued', ...about, detail: { purpose: 'invite', emailed: created.passwordLink.emailed } });
      return created;
    },

    async update(id: number, f: UserFields, actorId: number, origin?: RequestOrigin): Promise<User> {
      const current = await this.get(id);
      if (id === actorId && f.role && f.role !== 'admin') {
        throw new AppError('VALIDATION_FAILED', 'You cannot remove your own admin role', { role: 'You cannot remove your own admin role' });
      }
      await assertUnique(f, id);
      const role = f.role ?? current.role;
      const merged: UserFields = {
        companyName: current.companyName,
        position: current.position,
        department: current.department,
        hourlyRate: current.hourlyRate === null ? null : Number(current.hourlyRate),
        ...f,
      };
      const changes: Partial<NewUserRow> = {
        ...(f.firstName !== undefined && { firstName: f.firstName }),
        ...(f.lastName !== undefined && { lastName: f.lastName }),
        ...(f.username !== undefined && { username: f.username }),
        ...(f.email !== undefined && { email: f.email }),
        ...(f.phone !== undefined && { phone: f.phone }),
        role,
        ...roleFields(role, merged),
        ...(role === 'employee' && (f.hireDate !== undefined || !current.hireDate) && { hireDate: hireDateOf(f.hireDate) }),
      };
      const updated = toUser((await conflictOnDuplicate(() => repo.update(id, changes)))!, await hasTwoFactor(id));
      if (role !== current.role) {
        await record({ type: 'user.role-changed', userId: id, actorId, origin, detail: { from: current.role, to: role } });
      }
      return updated;
    },

    /** Deactivating signs the user out everywhere, in the same transaction. */
    async setActive(id: number, isActive: boolean, actorId: number, origin?: RequestOrigin): Promise<User> {
      if (id === actorId && !isActive) {
        throw new AppError('VALIDATION_FAILED', 'You cannot deactivate your own account', {
          isActive: 'You cannot deactivate your own account',
        });
      }
      const before = await this.get(id);
      const user = await inTransaction(db, async (t) => {
        const row = await createUsersRepository(t).update(id, { isActive });
        if (!isActive) await createSessionsRepository(t).revokeAllFor(id);
        return row!;
      });
      if (before.isActive !== isActive)
        await record({ type: isActive ? 'user.activated' : 'user.deactivated', userId: id, actorId, origin });
      return toUser(user, await hasTwoFactor(id));
    },

    /**
     * Forgot password: queued in the outbox whoever it names, so a known and an unknown account take
     * the same work and time to answer (decision 0035); `processPasswordReset` does the rest.
     */
    async requestPasswordReset(identifier: string, origin?: RequestOrigin): Promise<void> {
      if (!deps.mailer.configured) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Password reset by e-mail is not available on this server. Please ask an administrator for a reset link.',
        );
      }
      await createOutboxRepository(db).enqueue({
        channel: 'email',
        recipient: '',
        kind: PASSWORD_RESET_REQUEST,
        payload: { identifier, ip: origin?.ip ?? null, userAgent: origin?.userAgent ?? null, requestId: origin?.requestId ?? null },
      });
    },

    /**
     * The outbox worker's half of Forgot password: a one-hour reset link to the account's e-mail, when
     * the name typed is an active account with an address that has not had SELF_SERVICE_RESETS_PER_HOUR.
     */
    async processPasswordReset(payload: Record<string, unknown>): Promise<void> {
      const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
      const identifier = text('identifier');
      if (!identifier) return;
      const origin: RequestOrigin | undefined = text('ip')
        ? { ip: text('ip')!, userAgent: text('userAgent'), requestId: text('requestId') }
        : undefined;
      const user = await repo.findByLogin(identifier, true);
      if (!user || !user.isActive || !user.email) return;
      const sent = await inTransaction(db, async (tx) => {
        const recent = await createPasswordLinksRepository(tx).countSelfServiceSince(user.id, new Date(Date.now() - HOUR_MS));
        if (recent >= SELF_SERVICE_RESETS_PER_HOUR) return false;
        await issueLink(tx, user, firstOrNew(user), null, HOUR_MS);
        return true;
      });
      await record({
        type: 'password-link.issued',
        userId: user.id,
        origin,
        detail: { purpose: firstOrNew(user), selfService: true, sent },
      });
    },

    /** Another admin's reset link is also e-mailed to them as a notice of who did it (decision 0035). */
    async issueResetLink(id: number, actorId: number, origin?: RequestOrigin): Promise<PasswordLink> {
      const user = await this.get(id);
      const actor = await this.get(actorId);
      const settings = { companyName: deps.companyName, mailerConfigured: deps.mailer.configured };
      const { link, notified } = await inTransaction(db, async (tx) => {
        const issued = await issueLink(tx, user, firstOrNew(user), actorId);
        return { link: issued, notified: id !== actorId && (await queueAdminResetNotice(tx, user, actor, 'password', settings)) };
      });
      await record({
        type: 'password-link.issued',
        userId: id,
        actorId,
        origin,
        detail: {
          purpose: firstOrNew(user),
          emailed: link.emailed,
          role: user.role,
          ...(user.role === 'admin' && { adminNotified: notified }),
        },
      });
      return link;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

const HOUR_MS = 3_600_000;
/** Reset e-mails one account can be sent in an hour by "Forgot password" (an inbox cannot be flooded). */
const SELF_SERVICE_RESETS_PER_HOUR = 3;
