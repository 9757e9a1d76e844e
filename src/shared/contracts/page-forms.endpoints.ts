import { defineEndpoint } from '../http/endpoint.ts';
import type { pageFormsSchemas } from './page-forms.ts';

/** After a sign-in without JavaScript (decision 0032): the session, once, to the page's script. */
export const redeemSignInHandoff = defineEndpoint<(typeof pageFormsSchemas)['redeemSignInHandoff']>({
  method: 'POST',
  path: '/api/auth/handoff',
  access: 'public',
  tag: 'auth',
  summary: 'Take over the session of a sign-in made without JavaScript (once, through its cookie)',
  errors: [404],
});
