import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

// Same mapping as features/auth/role-display.ts (a feature may not import another). Issue 12 overrides
// the spec's destructive Admin badge: admin is calm indigo, distinct from employee teal and customer grey.
const variants: Record<string, BadgeVariant> = { admin: 'info', employee: 'default', customer: 'secondary' };

function label(role: string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}

/** The role in the user list: admin info, employee default, customer secondary; anything else outline. */
export function UserRoleBadge({ role }: { role: string }) {
  return <Badge variant={variants[role] ?? 'outline'}>{label(role)}</Badge>;
}
