import { useSearch } from 'wouter';
import { LockKeyhole } from 'lucide-react';
import { portalLogin } from '#shared/contracts/auth.endpoints.ts';
import { portalPathAfterLogin } from '#shared/domain/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { PORTAL_MISSING_FIELDS, portalLoginFailureMessage } from '../../features/auth/login-messages.ts';
import { PortalContactFooter } from '../../features/auth/portal-contact-footer.tsx';
import { PortalLoginHeader } from '../../features/auth/portal-login-header.tsx';
import { useSessionSignIn } from '../../features/auth/use-session-sign-in.ts';

/** /login-portal: the Client Portal login for every role; each lands on its own dashboard. */
export function Page() {
  const { submit, submitting, codeStep } = useSessionSignIn(portalLogin, {
    pathFor: portalPathAfterLogin,
    failureMessage: portalLoginFailureMessage,
  });

  const search = new URLSearchParams(useSearch());
  const passwordSetFor = search.get('password-set') === '1' ? (search.get('username') ?? '') : '';

  return (
    <>
      <PortalLoginHeader />
      <AuthShell>
        <LoginCard
          icon={<LockKeyhole aria-hidden />}
          title="Client Portal"
          description="Sign in to see your account details and keep your profile and password up to date."
        >
          {passwordSetFor ? (
            <p role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Your password is set. Sign in as <span className="font-semibold">{passwordSetFor}</span> with your new password. Your username
              is also in your account settings.
            </p>
          ) : null}
          <CredentialsForm
            usernameLabel="Username"
            defaultUsername={passwordSetFor}
            submitting={submitting}
            codeStep={codeStep}
            onSubmit={submit}
            onMissing={() => toast({ title: PORTAL_MISSING_FIELDS, variant: 'destructive' })}
          />
        </LoginCard>
      </AuthShell>
      <PortalContactFooter />
    </>
  );
}
