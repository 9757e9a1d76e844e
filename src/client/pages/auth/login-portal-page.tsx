import { useSearch } from 'wouter';
import { HardHat, LockKeyhole } from 'lucide-react';
import { PORTAL_WORDING } from '../../features/auth/login-messages.ts';
import { PasswordSetNotice } from '../../features/auth/password-set-notice.tsx';
import { PortalContactFooter } from '../../features/auth/portal-contact-footer.tsx';
import { portalSignIn } from '../../features/auth/sign-in-calls.ts';
import { SignInPage, type SignInVariant } from '../../features/auth/sign-in-page.tsx';

const variant: SignInVariant<typeof portalSignIn.endpoint> = {
  icon: <LockKeyhole aria-hidden />,
  title: 'Client Portal',
  description: 'Sign in to see your services, schedule and invoices.',
  call: portalSignIn,
  wording: PORTAL_WORDING,
  // The site header (Home, Services, Get Free Quote) frames this page like the other two; only the footer line is the portal's.
  footer: <PortalContactFooter />,
};

/**
 * The same sign-in in an employee's words (`?portal=employee`): where an employee lands after choosing
 * a password (decision 0042). The call and where it leads are the same: each role lands on its dashboard.
 */
const employeeVariant: SignInVariant<typeof portalSignIn.endpoint> = {
  ...variant,
  icon: <HardHat aria-hidden />,
  title: 'Employee Portal',
  description: 'Sign in to see your visits, clock in and out, and log your drives.',
};

/** /login-portal: the Client Portal login for every role; each lands on its own dashboard. */
export function Page() {
  const search = new URLSearchParams(useSearch());
  // After choosing a password (set-password page): say so and fill in the username.
  const passwordSetFor = search.get('password-set') === '1' ? (search.get('username') ?? '') : '';
  return (
    <SignInPage
      variant={search.get('portal') === 'employee' ? employeeVariant : variant}
      notice={passwordSetFor ? <PasswordSetNotice username={passwordSetFor} /> : undefined}
      defaultUsername={passwordSetFor}
    />
  );
}
