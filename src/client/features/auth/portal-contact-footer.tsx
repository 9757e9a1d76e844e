import { Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress } from '#shared/domain/company.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';
import { useSite } from '../../lib/site-context.tsx';

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline';

/**
 * Under the Client Portal card (spec: a footer with the company's contact details and 'Contact
 * administrator for account access.'): accounts come from an administrator, and here is how to reach one.
 * It sits where the other sign-in pages have their way back, so the three pages keep one layout.
 */
export function PortalContactFooter() {
  const { company } = useSite();
  return (
    <div className="text-center text-slate-600">
      <p>Contact administrator for account access.</p>
      <p className="mt-1 flex flex-wrap justify-center gap-x-5">
        <PhoneLink className={linkClass}>
          <Phone className="size-4" aria-hidden />
          {company.phone}
        </PhoneLink>
        <a href={`mailto:${company.salesEmail}`} className={linkClass}>
          <Mail className="size-4" aria-hidden />
          <span>
            <EmailText address={company.salesEmail} />
          </span>
        </a>
      </p>
      <p className="mt-1 flex items-start justify-center gap-1.5">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {formatAddress(company)}
      </p>
    </div>
  );
}
