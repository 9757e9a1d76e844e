import type { pageLogin, portalLogin } from '#shared/contracts/auth.endpoints.ts';
import type { LoginRequest, LoginResponse } from '#shared/contracts/auth.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { clearSession, saveSession } from '../../lib/auth-session.ts';
import type { LoginFailure } from './login-failure.ts';
import { LOGIN_FAILED_TITLE } from './login-messages.ts';
import { useLoginMutation } from './use-login-mutation.ts';
import { useLoginSuccess } from './use-login-success.ts';
import { useCodeStep } from './use-code-step.ts';

interface Options {
  /** Where the signed-in user goes. */
  pathFor: (user: LoginResponse['user']) => string;
  /** The page's own words for a failed sign-in (spec error catalogue). */
  failureMessage: (failure: LoginFailure) => string;
}

/**
 * Sign-in with the general session (Client Portal and /login): one account at a
 * time, so a new sign-in replaces any other stored one; a failure is a toast,
 * except the second-factor step, which the form shows as a code field.
 */
export function useSessionSignIn(endpoint: typeof portalLogin | typeof pageLogin, { pathFor, failureMessage }: Options) {
  const login = useLoginMutation(endpoint);
  const succeed = useLoginSuccess();
  const code = useCodeStep();
  function submit(credentials: LoginRequest) {
    login.mutate(credentials, {
      onSuccess: ({ token, user }) => {
        clearSession();
        saveSession(token, user);
        succeed(pathFor(user));
      },
      onError: (failure) => {
        if (!code.handled(failure, credentials))
          toast({ title: LOGIN_FAILED_TITLE, description: failureMessage(failure), variant: 'destructive' });
      },
    });
  }
  return { submit, submitting: login.isPending || login.isSuccess, codeStep: code.step };
}
