import { Link } from 'wouter';
import { ArrowLeft, LogIn } from 'lucide-react';
import { pageLogin } from '#shared/contracts/auth.endpoints.ts';
import { dashboardPathFor } from '#shared/domain/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { PAGE_MISSING_FIELDS_TOAST, pageLoginFailureMessage } from '../../features/auth/login-messages.ts';
import { useSessionSignIn } from '../../features/auth/use-session-sign-in.ts';

/** /login: sign in with a username or e-mail; admin, employee and customer each go to their dashboard. */
export function Page() {
  const { submit, submitting, codeStep } = useSessionSignIn(pageLogin, {
    pathFor: (user) => dashboardPathFor(user.role),
    failureMessage: pageLoginFailureMessage,
  });

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
        <CredentialsForm
          usernameLabel="Username or email"
          submitting={submitting}
          codeStep={codeStep}
          onSubmit={submit}
          onMissing={() => toast({ ...PAGE_MISSING_FIELDS_TOAST, variant: 'destructive' })}
        />
      </LoginCard>
    </AuthShell>
  );
}
