import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, TriangleAlert } from 'lucide-react';
import type { PasswordLinkInfo } from '#shared/contracts/auth.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { passwordLinkRead } from '../../app/route-reads.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { INVALID_LINK_MESSAGE, isInvalidLinkReadError } from '../../features/auth/password-link-errors.ts';
import { SetPasswordForm } from '../../features/auth/set-password-form.tsx';

const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Whose account it is, in the words of the area the person signs in to (decision 0042). */
const accountWords: Record<PasswordLinkInfo['role'], string> = {
  admin: 'your admin account',
  employee: 'your Employee Portal account',
  customer: 'your Client Portal account',
};

function linkDescription(info: PasswordLinkInfo): string {
  const account = accountWords[info.role] ?? 'your account';
  const lead =
    info.purpose === 'invite' ? `Welcome! Set a password to finish setting up ${account}.` : `Set a new password for ${account}.`;
  const expires = new Date(info.expiresAt);
  return Number.isNaN(expires.getTime()) ? lead : `${lead} This link expires ${expiryFormat.format(expires)}.`;
}

/** /set-password?token=...: choose a password with the single-use link an administrator shared. */
export function Page() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return token ? <ChoosePassword token={token} /> : <LinkCannotBeUsed />;
}

function LinkCannotBeUsed() {
  return (
    <AuthShell>
      <LoginCard icon={<TriangleAlert aria-hidden />} title="This link cannot be used">
        <p className="text-center text-slate-700">{INVALID_LINK_MESSAGE}</p>
        <Link href="/login-portal" className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
          Go to Client Portal login
        </Link>
      </LoginCard>
    </AuthShell>
  );
}

function ChoosePassword({ token }: { token: string }) {
  // Loaded on the server by the route (so the form works before the script), read here with its key.
  const read = passwordLinkRead(token);
  const link = useQuery(read);
  const [gone, setGone] = useState(false);

  if (gone || (link.isError && isInvalidLinkReadError(link.error))) return <LinkCannotBeUsed />;

  if (link.isError) {
    return (
      <AuthShell>
        <LoginCard icon={<KeyRound aria-hidden />} title="Choose your password">
          <FormAlert>We could not load your link. Check your connection and try again.</FormAlert>
          <Button variant="outline" className="mt-6 w-full" onClick={() => void link.refetch()}>
            Try again
          </Button>
        </LoginCard>
      </AuthShell>
    );
  }

  if (!link.data) {
    return (
      <AuthShell>
        <LoginCard icon={<KeyRound aria-hidden />} title="Choose your password" description="Checking your link...">
          <div className="space-y-5" aria-busy="true">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-12" />
          </div>
        </LoginCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <LoginCard
        icon={<KeyRound aria-hidden />}
        title={`Choose a password for ${link.data.username}`}
        description={linkDescription(link.data)}
      >
        <SetPasswordForm
          token={token}
          linkKey={read.queryKey}
          username={link.data.username}
          role={link.data.role}
          onLinkGone={() => setGone(true)}
        />
      </LoginCard>
    </AuthShell>
  );
}
