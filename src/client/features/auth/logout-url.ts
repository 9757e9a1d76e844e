import { authApi } from '#shared/contracts/auth.paths.ts';
import type { ClientSession } from '../../lib/auth-session.ts';

/** Which server call ends this session: the admin login has its own, customers and employees theirs. */
export function logoutUrlFor(session: Pick<ClientSession, 'kind' | 'role'>): string {
  if (session.kind === 'admin') return authApi.adminLogout;
  if (session.role === 'customer') return authApi.customerLogout;
  if (session.role === 'employee') return authApi.employeeLogout;
  return authApi.logout;
}
