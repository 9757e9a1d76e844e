import type { ReactNode } from 'react';
import { AuthShell } from './auth-shell.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { LoginCard } from './login-card.tsx';
import type { SignInWording } from './login-messages.ts';
import type { SignInCall } from './sign-in-calls.ts';
import type { LoginEndpoint } from './use-login-mutation.ts';
import { useSignIn } from './use-sign-in.ts';

/** What differs between /login, /login-portal and /admin/login; everything else is this one page. */
export interface SignInVariant<E extends LoginEndpoint> {
  /** A lucide icon for the card's brand circle. */
  icon: ReactNode;
  title: string;
  description: string;
  /** The spec's call for this page, and where a successful sign-in goes. */
  call: SignInCall<E>;
  /** The spec's words for an empty field and a failure, shown once, inline. */
  wording: SignInWording;
  /** Under the card: the way back, or the portal's contact line. */
  footer: ReactNode;
}

interface Props<E extends LoginEndpoint> {
  variant: SignInVariant<E>;
  /** A status line above the form (the portal's "your password is set"). */
  notice?: ReactNode | undefined;
  /** Filled in when the page knows who is signing in. */
  defaultUsername?: string | undefined;
}

/** The one sign-in page design: a card with username or e-mail, password, Sign In, Forgot password, and its one message. */
export function SignInPage<E extends LoginEndpoint>({ variant, notice, defaultUsername }: Props<E>) {
  const signIn = useSignIn(variant.call, variant.wording);
  return (
    <AuthShell>
      <LoginCard icon={variant.icon} title={variant.title} description={variant.description} footer={variant.footer}>
        {notice}
        <CredentialsForm
          defaultUsername={signIn.username ?? defaultUsername}
          submitting={signIn.submitting}
          message={signIn.message}
          codeStep={signIn.codeStep}
          onSubmit={signIn.submit}
          onMissing={signIn.missing}
        />
      </LoginCard>
    </AuthShell>
  );
}
