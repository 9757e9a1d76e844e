import { redeemSignInHandoff, SIGN_IN_HANDOFF_PENDING_COOKIE } from '#shared/contracts/page-forms.endpoints.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { adminSignIn, pageSignIn } from './sign-in-calls.ts';

const pending = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGN_IN_HANDOFF_PENDING_COOKIE}=`));

/**
 * A sign-in made before or without the script ended here with its session waiting in a cookie only
 * POST /api/auth/handoff receives (decision 0032): take it over and keep it as the sign-in page's
 * script would have, before the app's first render asks for a session. Asked only when the server
 * said one waits; any failure leaves the visitor signed out, as before.
 */
export async function takeOverSignIn(): Promise<void> {
  if (!pending()) return;
  try {
    const { token, kind, user } = await callApi(redeemSignInHandoff);
    if (kind === 'admin') adminSignIn.accept({ token, admin: user });
    else pageSignIn.accept({ token, user });
  } catch {
    // The server cleared its cookies with its answer; without one, forget the marker here.
    document.cookie = `${SIGN_IN_HANDOFF_PENDING_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  }
}
