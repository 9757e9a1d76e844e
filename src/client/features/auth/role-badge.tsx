import { Badge } from '../../components/ui/badge.tsx';
import { roleBadgeVariant, roleLabel } from './role-display.ts';

export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={roleBadgeVariant(role)}>{roleLabel(role)}</Badge>;
}
