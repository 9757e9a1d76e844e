import { setFlashToast } from '../../components/ui/flash-toast.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { clearSession, readSession } from '../../lib/auth-session.ts';
import { logoutEndpointFor } from './logout-url.ts';

/** Long enough for the server to end the session; a dead network does not keep the visitor waiting. */
const SERVER_WAIT_MS = 3000;

/**
 * Log out from anywhere (a static page's menu or the app): tell the server with
 * this session's own token (so it can revoke it), forget the stored session, and
 * go home, where the toast is shown.
 */
export async function logOut(): Promise<void> {
  const session = readSession();
  if (session) {
    const call = callApi(logoutEndpointFor(session), { headers: { Authorization: `Bearer ${session.token}` } }).catch(() => undefined);
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))]);
  }
  clearSession();
  setFlashToast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
  window.location.assign('/');
}
