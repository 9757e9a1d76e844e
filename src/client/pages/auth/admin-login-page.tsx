import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { adminLogin } from '#shared/contracts/auth.endpoints.ts';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { clearSession, saveAdminSession } from '../../lib/auth-session.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { ADMIN_MISSING_FIELDS, adminLoginFailureMessage, LOGIN_FAILED_TITLE } from '../../features/auth/login-messages.ts';
import { useLoginMutation } from '../../features/auth/use-login-mutation.ts';
import { useLoginSuccess } from '../../features/auth/use-login-success.ts';
import { useCodeStep } from '../../features/auth/use-code-step.ts';

/** /admin/login: the separate admin sign-in; its token is kept apart from the general one. */
export function Page() {
  const login = useLoginMutation(adminLogin);
  const succeed = useLoginSuccess();
  const [error, setError] = useState<string | undefined>(undefined);
  const code = useCodeStep();

  function submit(credentials: LoginRequest) {
    setError(undefined);
    login.mutate(credentials, {
      onSuccess: ({ token, admin }) => {
        clearSession(); // a stored general session would otherwise take precedence over the admin one
        saveAdminSession(token, admin);
        succeed('/admin/dashboard');
      },
      onError: (failure) => {
        if (code.handled(failure, credentials)) return;
        const message = adminLoginFailureMessage(failure);
        setError(message);
        toast({ title: LOGIN_FAILED_TITLE, description: message, variant: 'destructive' });
      },
    });
  }

  return (
    <AuthShell>
      <LoginCard
        icon={<ShieldCheck aria-hidden />}
        title="Admin Login"
        description="For company administrators. Sign in to manage the business."
        footer={
          <Link href="/" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Main Site
          </Link>
        }
      >
        <CredentialsForm
          usernameLabel="Username"
          submitting={login.isPending || login.isSuccess}
          error={error}
          codeStep={code.step}
          onSubmit={submit}
          onMissing={() => setError(ADMIN_MISSING_FIELDS)}
        />
      </LoginCard>
    </AuthShell>
  );
}
