import type { PasswordLink } from '#shared/contracts/users.ts';
import type { Database } from '../../db/client.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { createPasswordLinksRepository } from './password-links.repository.ts';
import { digestToken, newToken } from './secrets.ts';
import type { UserRow } from './users.repository.ts';

/** What a set-password link and its e-mail need to know about the server. */
export interface PasswordLinkSettings {
  siteUrl: string;
  companyName: string;
  /** How long a link works unless the caller says otherwise (PASSWORD_LINK_TTL_HOURS). */
  ttlMs: number;
  /** Whether SMTP is configured: only then is the link e-mailed (decision 0005). */
  mailerConfigured: boolean;
}

/**
 * Issues a single-use set-password link in the caller's transaction (user creation, conversion of a
 * lead, a reset): a new link retires the user's unused ones, and its e-mail is queued in the outbox
 * when SMTP is configured (a link mailed days later, once SMTP is set up, would surprise people).
 * Answers the link; only an admin may be shown it.
 */
export async function issuePasswordLink(
  tx: Database,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'firstName'>,
  purpose: 'invite' | 'reset',
  createdBy: number | null,
  settings: PasswordLinkSettings,
  ttlMs = settings.ttlMs,
): Promise<PasswordLink> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  const links = createPasswordLinksRepository(tx);
  await links.supersedeUnused(user.id);
  await links.create({ tokenHash: digestToken(token), userId: user.id, purpose, expiresAt, createdBy });
  const url = `${settings.siteUrl}/set-password?token=${token}`;
  if (settings.mailerConfigured) {
    await createOutboxRepository(tx).enqueue({
      channel: 'email',
      recipient: user.email,
      kind: 'set-password',
      payload: {
        url,
        purpose,
        username: user.username,
        name: user.firstName ?? user.username,
        companyName: settings.companyName,
        expiresAt: expiresAt.toUTCString(),
      },
    });
  }
  return { url, expiresAt: expiresAt.toISOString(), emailed: settings.mailerConfigured };
}
