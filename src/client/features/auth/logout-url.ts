import { adminSignOut, customerSignOut, employeeSignOut, signOut } from '#shared/contracts/auth.endpoints.ts';
import type { ClientSession } from '../../lib/auth-session.ts';

/** Which server call ends this session: the admin login has its own, customers and employees theirs. */
export function logoutEndpointFor(session: Pick<ClientSession, 'kind' | 'role'>) {
  if (session.kind === 'admin') return adminSignOut;
  if (session.role === 'customer') return customerSignOut;
  if (session.role === 'employee') return employeeSignOut;
  return signOut;
}
