import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight, KeyRound } from 'lucide-react';
import { useSite } from '../../lib/site-context.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { MessagePreferencesSection } from './message-preferences.tsx';
import { PortalSection } from '../../components/layout/portal-section.tsx';

/**
 * The Account tab: the profile we hold (the page passes the card in) and the way to the account
 * settings page, where the password, two-factor sign-in and signed-in devices live. Changes to the
 * company details go through the office.
 */
export function AccountTab({ profile }: { profile: ReactNode }) {
  const { company } = useSite();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        {profile}
        <MessagePreferencesSection />
      </div>
      <PortalSection
        title="Sign-in and security"
        description="Your password, two-factor sign-in and the devices signed in to your account."
      >
        <div className="grid gap-4 p-5">
          <Link href="/account" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            <KeyRound aria-hidden />
            Account settings
            <ArrowRight aria-hidden />
          </Link>
          <p className="text-sm text-slate-600">
            To change your company, e-mail or phone on file, call us at <span className="whitespace-nowrap">{company.phone}</span>.
          </p>
        </div>
      </PortalSection>
    </div>
  );
}
