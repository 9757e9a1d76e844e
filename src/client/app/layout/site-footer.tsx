import { Clock, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import { formatAddress } from '#shared/domain/company.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { BrandMark } from './brand-mark.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';

const serviceLinks = [
  { label: 'Office Cleaning', href: '/services' },
  { label: 'Medical Facility Cleaning', href: '/services' },
  { label: 'Industrial Cleaning', href: '/services' },
  { label: 'Educational Facilities', href: '/services' },
  { label: 'Retail Spaces', href: '/services' },
  { label: 'Window Cleaning', href: '/window-cleaning' },
];

const companyLinks = [
  { label: 'About Us', href: '/about' },
  { label: 'Our Process', href: '/process' },
  { label: 'Areas We Serve', href: '/areas-we-serve' },
  { label: 'Blog', href: '/blog' },
  { label: 'Client Portal', href: '/login-portal' },
];

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'text-sm text-slate-300 hover:text-white';

export function SiteFooter() {
  const { company } = useSite();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark />
            <span className="text-lg font-bold text-white">{company.name}</span>
          </div>
          <p className="mt-4 text-sm leading-6">
            {`Commercial cleaning and janitorial services for offices, medical facilities, schools, retail and industrial sites across Minneapolis-St. Paul. Locally owned since ${company.foundedYear}.`}
          </p>
          <a href={company.socialUrl} className={`${linkClass} mt-4 inline-flex items-center gap-2`} rel="noopener">
            <Share2 className="size-4" aria-hidden /> Follow us on Facebook
          </a>
        </div>
        <FooterList title="Services" links={serviceLinks} />
        <FooterList title="Company" links={companyLinks} />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden />
              <PhoneLink className="text-white hover:underline" />
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden />
              <a href={`mailto:${company.salesEmail}`} className="hover:text-white">
                <EmailText address={company.salesEmail} />
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden />
              <span>{formatAddress(company)}</span>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden />
              <span>24/7 support for contract clients</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>© {company.name}. Licensed, bonded and insured in Minnesota.</p>
          <p>Serving Hennepin, Ramsey, Dakota, Anoka, Scott, Carver, Washington and Wright counties.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className={headingClass}>{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} className={linkClass}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
