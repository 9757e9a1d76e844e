import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

const variants: Record<string, BadgeVariant> = { admin: 'destructive', employee: 'default', customer: 'secondary' };

function label(role: string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}

/** Spec §6: admin destructive, employee default, customer secondary; anything else outline. */
export function UserRoleBadge({ role }: { role: string }) {
  return <Badge variant={variants[role] ?? 'outline'}>{label(role)}</Badge>;
}
