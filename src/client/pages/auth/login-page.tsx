import { LogIn } from 'lucide-react';
import { BackLink } from '../../features/auth/back-link.tsx';
import { PAGE_WORDING } from '../../features/auth/login-messages.ts';
import { pageSignIn } from '../../features/auth/sign-in-calls.ts';
import { SignInPage, type SignInVariant } from '../../features/auth/sign-in-page.tsx';

const variant: SignInVariant<typeof pageSignIn.endpoint> = {
  icon: <LogIn aria-hidden />,
  title: 'Sign in to your account',
  description: 'Customers, staff and administrators sign in here.',
  call: pageSignIn,
  wording: PAGE_WORDING,
  footer: <BackLink href="/">Return to Home</BackLink>,
};

/** /login: sign in with a username or e-mail; admin, employee and customer each go to their dashboard. */
export function Page() {
  return <SignInPage variant={variant} />;
}
