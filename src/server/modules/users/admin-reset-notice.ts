import type { Database } from '../../db/client.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import type { UserRow } from '../accounts/users.repository.ts';

export interface AdminResetNoticeSettings {
  companyName: string;
  /** Whether SMTP is configured: only then is anything queued (decision 0005). */
  mailerConfigured: boolean;
}

/**
 * An admin reset another admin's password or two-factor sign-in (decision 0035): the other admin
 * hears of it by e-mail, through the outbox in the caller's transaction, so a stolen admin session
 * cannot quietly take over a second admin account. Answers whether a message was queued.
 */
export async function queueAdminResetNotice(
  tx: Database,
  target: Pick<UserRow, 'role' | 'email' | 'username' | 'firstName'>,
  actor: Pick<UserRow, 'username'>,
  what: 'password' | 'two-factor sign-in',
  settings: AdminResetNoticeSettings,
): Promise<boolean> {
  if (target.role !== 'admin' || !settings.mailerConfigured) return false;
  await createOutboxRepository(tx).enqueue({
    channel: 'email',
    recipient: target.email,
    kind: 'admin-account-reset',
    payload: {
      name: target.firstName ?? target.username,
      username: target.username,
      actorUsername: actor.username,
      what,
      at: new Date().toUTCString(),
      companyName: settings.companyName,
    },
  });
  return true;
}
