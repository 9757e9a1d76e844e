import { useState } from 'react';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import type { LoginFailure } from './login-failure.ts';

/** What the sign-in form shows of the second-factor step: the code field, and why the last code failed. */
export interface CodeStep {
  /** The server's word on a code that was sent and did not work; none on the first prompt. */
  error?: string | undefined;
}

/**
 * The second step of a sign-in to an account with two-factor sign-in: a right
 * password answers 401 TWO_FACTOR_REQUIRED and the form asks for the code; the
 * same form then sends the password again with the code (decision 0010).
 */
export function useCodeStep(initial?: CodeStep) {
  const [step, setStep] = useState<CodeStep | undefined>(initial);
  return {
    step,
    /** True when the failure was the code step (the page shows no failure message of its own). */
    handled(failure: LoginFailure, sent: LoginRequest): boolean {
      if (!failure.needsCode) return false;
      // A code that did not work says so; submitting the code field empty asks for it again.
      setStep({ error: sent.code ? failure.serverMessage : step ? 'Enter the code from your authenticator app.' : undefined });
      return true;
    },
  };
}
