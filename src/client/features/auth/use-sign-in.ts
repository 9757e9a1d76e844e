import { useRef, useState } from 'react';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import type { SignInMessage, SignInWording } from './login-messages.ts';
import type { SignInCall } from './sign-in-calls.ts';
import type { LoginEndpoint } from './use-login-mutation.ts';
import { useLoginMutation } from './use-login-mutation.ts';
import { useLoginSuccess } from './use-login-success.ts';
import { useCodeStep } from './use-code-step.ts';

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
  const login = useLoginMutation(call.endpoint);
  const succeed = useLoginSuccess();
  const code = useCodeStep();
  const [message, setMessage] = useState<ShownMessage | undefined>(undefined);
  const showings = useRef(0);
  const show = (next: SignInMessage) => setMessage({ ...next, showing: ++showings.current });

  function submit(credentials: LoginRequest) {
    setMessage(undefined);
    login.mutate(credentials, {
      onSuccess: (answer) => succeed(call.accept(answer)),
      onError: (failure) => {
        if (!code.handled(failure, credentials)) show(wording.failure(failure));
      },
    });
  }

  return {
    submit,
    /** A field was left empty: the page's own words, nothing sent. */
    missing: () => show(wording.missing),
    message,
    /** While the call runs and during the redirect pause. */
    submitting: login.isPending || login.isSuccess,
    codeStep: code.step,
  };
}
