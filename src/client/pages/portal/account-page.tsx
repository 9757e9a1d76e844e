import { useQuery } from '@tanstack/react-query';
import { getMe } from '#shared/contracts/auth.endpoints.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AccountProfileCard } from '../../features/auth/account-profile-card.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { SignedInDevices } from '../../features/auth/signed-in-devices.tsx';
import { TwoFactorCard } from '../../features/auth/two-factor-card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';

/** /account ("Settings" in the user menu): the signed-in user, a change-password form, two-factor sign-in and the signed-in devices. */
export function Page() {
  const me = useQuery(apiQuery(getMe));

  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account Settings</h1>
        <p className="mt-2 text-slate-600">Your profile and how you sign in.</p>
        {me.isError ? (
          <div className="mt-8 max-w-xl">
            <FormAlert>Unable to load your account. Please reload the page or sign in again.</FormAlert>
          </div>
        ) : !me.data ? (
          <div className="mt-8 grid gap-6 lg:grid-cols-5" aria-busy="true" aria-label="Loading account">
            <Skeleton className="h-72 lg:col-span-2" />
            <Skeleton className="h-96 lg:col-span-3" />
          </div>
        ) : (
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <AccountProfileCard user={me.data} />
            </div>
            <Card className="lg:col-span-3">
              <CardHeader>
                <CardTitle as="h2">Change password</CardTitle>
                <CardDescription>Enter your current password, then choose a new one.</CardDescription>
              </CardHeader>
              <CardContent>
                <ChangePasswordForm username={me.data.username} />
              </CardContent>
            </Card>
            <div className="lg:col-span-5">
              <TwoFactorCard username={me.data.username} />
            </div>
            <div className="lg:col-span-5">
              <SignedInDevices />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
