import * as z from './zod.ts';
import type { ErrorCode } from '../errors.ts';
import { sessionUserSchema } from './auth.ts';

/**
 * Forms that carry a secret work without JavaScript (issue 29, decision 0032): the sign-in pages, Forgot
 * password and Set password post to their own page. When the answer is a page (something to say), the
 * server renders that page with what happened placed in the query cache under this key, so the page
 * shows it exactly as its script would have, and a page that hydrates later renders the same.
 */
export const PAGE_FORM_OUTCOME_KEY = ['page-form-outcome'] as const;

/** A refusal as the API would have answered it: status, code, message and the fields it named. */
export interface PageFormFailure {
  status: number;
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
}

export type PageFormOutcome =
  /** A sign-in page: `missing` for an empty field; the username typed is kept (never the password). */
  | { form: 'sign-in'; username: string; missing: boolean; codeSent: boolean; failure: PageFormFailure | null }
  /** Forgot password: `sent` is the server's confirmation. */
  | { form: 'password-reset'; identifier: string; sent: string | null; failure: PageFormFailure | null }
  | { form: 'set-password'; failure: PageFormFailure }
  /** A walk-through's manage page (decision 0048): the change refused, with what was typed. */
  | {
      form: 'manage-walk-through';
      action: 'reschedule' | 'cancel';
      preferredDate: string;
      preferredTime: string;
      reason: string;
      failure: PageFormFailure;
    };

// The marker cookie of a sign-in handoff lives with its endpoint, which holds no schema (the app's entry reads it).
export { SIGN_IN_HANDOFF_PENDING_COOKIE } from './page-forms.endpoints.ts';

export const signInHandoffResponseSchema = z.object({
  token: z.text(),
  /** Which login made it: the admin login keeps its token apart (as after POST /api/admin/login). */
  kind: z.enum(['general', 'admin']),
  user: sessionUserSchema,
});

export const pageFormsSchemas = {
  redeemSignInHandoff: { response: signInHandoffResponseSchema },
};
