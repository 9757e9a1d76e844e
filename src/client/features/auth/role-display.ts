import type { BadgeVariant } from '../../components/ui/badge.tsx';

/** Spec: admin destructive, employee default, customer secondary, any other role outline. */
export function roleBadgeVariant(role: string): BadgeVariant {
  if (role === 'admin') return 'destructive';
  if (role === 'employee') return 'default';
  if (role === 'customer') return 'secondary';
  return 'outline';
}

/** "admin" -> "Admin"; an unknown role is shown as stored. */
export function roleLabel(role: string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}
