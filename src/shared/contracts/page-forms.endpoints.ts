import { defineEndpoint } from '../http/endpoint.ts';
import type { pageFormsSchemas } from './page-forms.ts';

/**
 * A sign-in made without JavaScript ends on the dashboard, where the app holds its session in
 * localStorage as ever: the server hands the new session over once, through a cookie only this call
 * receives (HttpOnly, SameSite=Strict, two minutes), and the app's script keeps what it answers.
 * This marker (readable by the script) says that one waits. Kept here, beside its endpoint and away
 * from the schemas, so the app's entry can read it without the validation library (decision 0052).
 */
export const SIGN_IN_HANDOFF_PENDING_COOKIE = 'tp_signin_pending';

/** After a sign-in without JavaScript (decision 0032): the session, once, to the page's script. */
export const redeemSignInHandoff = defineEndpoint<(typeof pageFormsSchemas)['redeemSignInHandoff']>({
  method: 'POST',
  path: '/api/auth/handoff',
  access: 'public',
  tag: 'auth',
  summary: 'Take over the session of a sign-in made without JavaScript (once, through its cookie)',
  errors: [404],
});
