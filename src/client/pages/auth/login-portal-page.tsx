import { LockKeyhole } from 'lucide-react';
import { portalLogin } from '#shared/contracts/auth.ts';
import { portalPathAfterLogin } from '#shared/domain/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { clearSession, saveSession } from '../../lib/auth-session.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { credentialsFrom } from '../../features/auth/login-credentials.ts';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { LOGIN_FAILED_TITLE, PORTAL_MISSING_FIELDS, portalLoginFailureMessage } from '../../features/auth/login-messages.ts';
import { PortalContactFooter } from '../../features/auth/portal-contact-footer.tsx';
import { PortalLoginHeader } from '../../features/auth/portal-login-header.tsx';
import { useLoginMutation } from '../../features/auth/use-login-mutation.ts';
import { useLoginSuccess } from '../../features/auth/use-login-success.ts';

/** /login-portal: the Client Portal login for every role; each lands on its own dashboard. */
export function Page() {
  const login = useLoginMutation(portalLogin);
  const succeed = useLoginSuccess();

  function submit(username: string, password: string) {
    const credentials = credentialsFrom(username, password);
    if (!credentials) {
      toast({ title: PORTAL_MISSING_FIELDS, variant: 'destructive' });
      return;
    }
    login.mutate(credentials, {
      onSuccess: ({ token, user }) => {
        clearSession(); // one account at a time: a new sign-in replaces any other stored one
        saveSession(token, user);
        succeed(portalPathAfterLogin(user));
      },
      onError: (failure) => {
        toast({ title: LOGIN_FAILED_TITLE, description: portalLoginFailureMessage(failure), variant: 'destructive' });
      },
    });
  }

  return (
    <>
      <PortalLoginHeader />
      <AuthShell>
        <LoginCard
          icon={<LockKeyhole aria-hidden />}
          title="Client Portal"
          description="Sign in to see your services, schedule and invoices."
        >
          <CredentialsForm usernameLabel="Username" submitting={login.isPending || login.isSuccess} onSubmit={submit} />
        </LoginCard>
      </AuthShell>
      <PortalContactFooter />
    </>
  );
}
