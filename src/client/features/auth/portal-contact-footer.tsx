import { Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress } from '#shared/domain/company.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';

/** Under the Client Portal login: how to reach the company, and that accounts come from an administrator. */
export function PortalContactFooter() {
  const { company } = useSite();
  return (
    <section aria-labelledby="portal-contact-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <h2 id="portal-contact-heading" className="text-base font-semibold text-slate-900">
          Need help with the portal?
        </h2>
        <ul className="mt-4 grid gap-4 text-sm text-slate-700 sm:grid-cols-3">
          <li className="flex gap-2.5">
            <Phone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <PhoneLink className="font-medium text-brand-800 hover:underline" />
          </li>
          <li className="flex gap-2.5">
            <Mail className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <a href={`mailto:${company.salesEmail}`} className="font-medium text-brand-800 hover:underline">
              <EmailText address={company.salesEmail} />
            </a>
          </li>
          <li className="flex gap-2.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span>{formatAddress(company)}</span>
          </li>
        </ul>
        <p className="mt-5 text-sm text-slate-600">Contact administrator for account access.</p>
      </div>
    </section>
  );
}
