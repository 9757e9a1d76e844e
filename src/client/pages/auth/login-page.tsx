import { Link } from 'wouter';
import { ArrowLeft, LogIn } from 'lucide-react';
import { pageLogin } from '#shared/contracts/auth.ts';
import { dashboardPathFor } from '#shared/domain/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { clearSession, saveSession } from '../../lib/auth-session.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { credentialsFrom } from '../../features/auth/login-credentials.ts';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { LOGIN_FAILED_TITLE, PAGE_MISSING_FIELDS_TOAST, pageLoginFailureMessage } from '../../features/auth/login-messages.ts';
import { useLoginMutation } from '../../features/auth/use-login-mutation.ts';
import { useLoginSuccess } from '../../features/auth/use-login-success.ts';

/** /login: sign in with a username or e-mail; admin, employee and customer each go to their dashboard. */
export function Page() {
  const login = useLoginMutation(pageLogin);
  const succeed = useLoginSuccess();

  function submit(username: string, password: string) {
    const credentials = credentialsFrom(username, password);
    if (!credentials) {
      toast({ ...PAGE_MISSING_FIELDS_TOAST, variant: 'destructive' });
      return;
    }
    login.mutate(credentials, {
      onSuccess: ({ token, user }) => {
        clearSession(); // one account at a time: a new sign-in replaces any other stored one
        saveSession(token, user);
        succeed(dashboardPathFor(user.role));
      },
      onError: (failure) => {
        toast({ title: LOGIN_FAILED_TITLE, description: pageLoginFailureMessage(failure), variant: 'destructive' });
      },
    });
  }

  return (
    <AuthShell>
      <LoginCard
        icon={<LogIn aria-hidden />}
        title="Sign in to your account"
        description="Customers, staff and administrators sign in here."
        footer={
          <Link href="/" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Return to Home
          </Link>
        }
      >
        <CredentialsForm usernameLabel="Username or email" submitting={login.isPending || login.isSuccess} onSubmit={submit} />
      </LoginCard>
    </AuthShell>
  );
}
