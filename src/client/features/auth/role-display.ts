import type { BadgeVariant } from '../../components/ui/badge.tsx';

/**
 * Admin info (calm indigo), employee default, customer secondary, any other role outline.
 * The spec made the Admin badge destructive (alarm red); issue 12 overrides it: a role is not a warning.
 */
export function roleBadgeVariant(role: string): BadgeVariant {
  if (role === 'admin') return 'info';
  if (role === 'employee') return 'default';
  if (role === 'customer') return 'secondary';
  return 'outline';
}

/** "admin" -> "Admin"; an unknown role is shown as stored. */
export function roleLabel(role: string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}
