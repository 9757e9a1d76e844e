import { useRef, useState } from 'react';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import type { SignInMessage, SignInWording } from './login-messages.ts';
import type { SignInCall } from './sign-in-calls.ts';
import type { LoginEndpoint } from './use-login-mutation.ts';
import { useLoginMutation } from './use-login-mutation.ts';
import { useLoginSuccess } from './use-login-success.ts';
import { useCodeStep, type CodeStep } from './use-code-step.ts';
import { LoginFailure } from './login-failure.ts';
import { usePageFormOutcome } from './page-form-outcome.ts';
import type { PageFormOutcome } from '#shared/contracts/page-forms.ts';

/** The card's one message, numbered per showing so the same text after a second try is a new alert (announced again). */
export interface ShownMessage extends SignInMessage {
  showing: number;
}

/**
 * One sign-in, whichever of the three calls: a success toasts and moves on
 * after the spec's pause; an empty field or a failure becomes the card's one
 * inline message (never a toast as well, decision 0016); the second-factor step
 * shows as a code field instead.
 */
export function useSignIn<E extends LoginEndpoint>(call: SignInCall<E>, wording: SignInWording) {
  const posted = usePageFormOutcome('sign-in');
  const [first] = useState(() => startingFrom(posted, wording));
  const login = useLoginMutation(call.endpoint);
  const succeed = useLoginSuccess();
  const code = useCodeStep(first.codeStep);
  const [message, setMessage] = useState<ShownMessage | undefined>(first.message && { ...first.message, showing: 1 });
  const showings = useRef(first.message ? 1 : 0);
  const show = (next: SignInMessage) => setMessage({ ...next, showing: ++showings.current });

  function submit(credentials: LoginRequest) {
    setMessage(undefined);
    login.mutate(credentials, {
      onSuccess: (answer) => succeed(call.accept(answer), answer && 'twoFactorSetup' in answer ? answer.twoFactorSetup : undefined),
      onError: (failure) => {
        if (!code.handled(failure, credentials)) show(wording.failure(failure));
      },
    });
  }

  return {
    /** The username typed when the form was posted without the script (never the password). */
    username: posted?.username,
    submit,
    /** A field was left empty: the page's own words, nothing sent. */
    missing: () => show(wording.missing),
    message,
    /** While the call runs and during the redirect pause. */
    submitting: login.isPending || login.isSuccess,
    codeStep: code.step,
  };
}

/**
 * Where the card starts after the browser posted the form itself (decision 0032): the same message,
 * or code step, that the same answer to the script shows. The password is never sent back, so the
 * code step asks for it again with the code.
 */
function startingFrom(
  posted: Extract<PageFormOutcome, { form: 'sign-in' }> | undefined,
  wording: SignInWording,
): { message?: SignInMessage; codeStep?: CodeStep } {
  if (!posted) return {};
  const failure = posted.failure;
  if (failure?.code === 'TWO_FACTOR_REQUIRED') return { codeStep: { error: posted.codeSent ? failure.message : undefined } };
  if (posted.missing) return { message: wording.missing, ...(posted.codeSent && { codeStep: {} }) };
  if (!failure) return {};
  return { message: wording.failure(new LoginFailure('rejected', failure.status, failure.message)) };
}
