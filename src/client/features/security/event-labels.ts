import type { SecurityEvent } from '#shared/contracts/security.ts';
import { securityEventTypes, type SecurityEventType } from '#shared/domain/security-events.ts';

export type EventTone = 'danger' | 'warning' | 'success' | 'neutral';

const events: Record<SecurityEventType, { label: string; tone: EventTone }> = {
  'sign-in.succeeded': { label: 'Signed in', tone: 'success' },
  'sign-in.failed': { label: 'Sign-in failed', tone: 'danger' },
  'sign-in.throttled': { label: 'Sign-in blocked (too many attempts)', tone: 'danger' },
  'sign-in.unlocked': { label: 'Sign-in lock cleared', tone: 'neutral' },
  'access.denied': { label: 'Access denied', tone: 'warning' },
  'password.changed': { label: 'Password changed', tone: 'success' },
  'password.change-failed': { label: 'Password change failed', tone: 'warning' },
  'password.set-with-link': { label: 'Password set with a link', tone: 'success' },
  'password-link.issued': { label: 'Set-password link issued', tone: 'neutral' },
  'two-factor.enabled': { label: 'Two-factor sign-in turned on', tone: 'success' },
  'two-factor.disabled': { label: 'Two-factor sign-in turned off', tone: 'warning' },
  'two-factor.reset': { label: 'Two-factor sign-in reset by an admin', tone: 'warning' },
  'two-factor.recovery-codes-issued': { label: 'New recovery codes issued', tone: 'neutral' },
  'two-factor.recovery-code-used': { label: 'Signed in with a recovery code', tone: 'warning' },
  'user.created': { label: 'Account created', tone: 'neutral' },
  'user.role-changed': { label: 'Role changed', tone: 'warning' },
  'user.deactivated': { label: 'Account deactivated', tone: 'warning' },
  'user.activated': { label: 'Account activated', tone: 'neutral' },
  'security-settings.changed': { label: 'Security settings changed', tone: 'warning' },
};

/** A readable name for an event type; an unknown one is shown as it came. */
export function eventLabel(type: string): string {
  return events[type as SecurityEventType]?.label ?? type;
}

export function eventTone(type: string): EventTone {
  return events[type as SecurityEventType]?.tone ?? 'neutral';
}

export type EventTypeFilter = 'all' | SecurityEventType;

export const eventTypeOptions: ReadonlyArray<{ value: EventTypeFilter; label: string }> = [
  { value: 'all', label: 'All events' },
  ...securityEventTypes.map((type) => ({ value: type, label: events[type].label })),
];

const roleNames: Record<string, string> = { admin: 'Admin', employee: 'Employee', customer: 'Customer' };
const role = (value: unknown) => roleNames[String(value)] ?? String(value);
const via: Record<string, string> = { portal: 'Client Portal', page: 'sign-in page', admin: 'admin login' };
const reasons: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-name': 'unknown username or e-mail',
  'no-password-yet': 'no password chosen yet',
  deactivated: 'account deactivated',
  'not-admin': 'not an admin',
  'wrong-code': 'wrong two-factor code',
  'wrong-current-password': 'wrong current password',
};
const factors: Record<string, string> = { totp: 'with an authenticator code', 'recovery-code': 'with a recovery code' };
/** Facts the server adds to any event that it counts instead of storing again. */
const repeatKeys = new Set(['repeats', 'lastAt']);

/** One line about what happened, from the event's small facts (never anything secret: the server stores none). */
export function describeDetail(event: Pick<SecurityEvent, 'type' | 'detail'>): string {
  const facts = describeFacts(event);
  const repeats = Number(event.detail['repeats'] ?? 1);
  if (!(repeats > 1)) return facts;
  const count = `${repeats} times in 15 minutes`;
  return facts ? `${facts} (${count})` : count;
}

function describeFacts(event: Pick<SecurityEvent, 'type' | 'detail'>): string {
  const d = event.detail;
  const parts: string[] = [];
  switch (event.type) {
    case 'access.denied':
      parts.push(`${String(d['method'] ?? '')} ${String(d['route'] ?? '')}`.trim());
      if (d['role']) parts.push(`as ${role(d['role'])}`);
      return parts.join(' ');
    case 'user.role-changed':
      return `${role(d['from'])} → ${role(d['to'])}`;
    case 'user.created':
      return d['role'] ? `Role: ${role(d['role'])}` : '';
    case 'password-link.issued':
      parts.push(d['purpose'] === 'invite' ? 'Invitation for a new account' : 'Password reset');
      if (d['emailed'] === true) parts.push('e-mailed');
      return parts.join(', ');
    default:
      for (const [key, value] of Object.entries(d)) {
        if (value === null || value === '' || repeatKeys.has(key)) continue;
        if (key === 'secondFactor') parts.push(factors[String(value)] ?? String(value));
        else if (key === 'via') parts.push(`via ${via[String(value)] ?? String(value)}`);
        else if (key === 'reason') parts.push(reasons[String(value)] ?? String(value));
        else parts.push(`${key}: ${String(value)}`);
      }
      return parts.join(', ');
  }
}
