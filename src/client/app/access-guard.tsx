import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { dashboardPathFor } from '#shared/domain/user.ts';
import { decideAccess } from '#shared/domain/access.ts';
import { useSession } from '../lib/use-session.ts';
import { loginPathFor } from '../lib/unauthorized.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { useHydrated } from './use-hydrated.ts';
import { PageSkeleton } from './page-states.tsx';

export type AreaAccess = 'signed-in' | 'admin' | 'employee' | 'customer';

/** Without a session: go to the area's login (the default), or say so and offer the way there (the admin dashboard, spec §2). */
export type MissingSession = 'redirect' | 'notice';

/** Whether a role may see an area's screens (the server's rule, decideAccess). */
export function areaAllows(access: AreaAccess, role: string): boolean {
  return decideAccess(access === 'signed-in' ? 'authenticated' : access, role) === 'allow';
}

/**
 * Signed-in screens render in the browser, or on the server for the session the document cookie names
 * (decision 0067). Without a session the visitor goes to the area's login; with the wrong role they are
 * told so. The server enforces the same rules on every call.
 */
export function AccessGuard({
  access,
  missingSession = 'redirect',
  children,
}: {
  access: AreaAccess;
  missingSession?: MissingSession | undefined;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  const [location, navigate] = useLocation();
  const missing = hydrated && !session;
  const loginPath = loginPathFor(location, access === 'admin' ? 'admin' : 'general');

  useEffect(() => {
    if (missing && missingSession === 'redirect') navigate(loginPath, { replace: true });
  }, [missing, missingSession, loginPath, navigate]);

  if (missing && missingSession === 'notice') {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert" aria-labelledby="session-expired-heading">
        <h1 id="session-expired-heading" className="text-2xl font-bold text-slate-900">
          Session expired
        </h1>
        <p className="mt-3 text-slate-600">You are signed out, or your sign-in has ended. Sign in again to continue.</p>
        <Link href={loginPath} className={buttonClasses({ className: 'mt-6' })}>
          Go to Login
        </Link>
      </section>
    );
  }
  // On the server and while hydrating, `session` is the document's: a screen rendered for it shows at once.
  if (!session) return <PageSkeleton />;
  if (!areaAllows(access, session.role)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">You do not have access to this page</h1>
        <p className="mt-3 text-slate-600">This area is for a different kind of account than the one you are signed in with.</p>
        <Link href={dashboardPathFor(session.role)} className={buttonClasses({ className: 'mt-6' })}>
          Go to your dashboard
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
