import { useSearch } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { BackLink } from '../../features/auth/back-link.tsx';
import { ADMIN_WORDING } from '../../features/auth/login-messages.ts';
import { PasswordSetNotice } from '../../features/auth/password-set-notice.tsx';
import { adminSignIn } from '../../features/auth/sign-in-calls.ts';
import { SignInPage, type SignInVariant } from '../../features/auth/sign-in-page.tsx';

const variant: SignInVariant<typeof adminSignIn.endpoint> = {
  icon: <ShieldCheck aria-hidden />,
  title: 'Admin Login',
  description: 'For company administrators. Sign in to manage the business.',
  call: adminSignIn,
  wording: ADMIN_WORDING,
  footer: <BackLink href="/">Back to Main Site</BackLink>,
};

/** /admin/login: the separate admin sign-in; its token is kept apart from the general one. */
export function Page() {
  // An admin who has just chosen a password lands here (decision 0042): say so and fill in the username.
  const search = new URLSearchParams(useSearch());
  const passwordSetFor = search.get('password-set') === '1' ? (search.get('username') ?? '') : '';
  return (
    <SignInPage
      variant={variant}
      notice={passwordSetFor ? <PasswordSetNotice username={passwordSetFor} /> : undefined}
      defaultUsername={passwordSetFor}
    />
  );
}
