import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { useSite } from '../../lib/site-context.tsx';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Get Quote', href: '/scheduling' },
];

/** The Client Portal's own strip: who this portal belongs to, and the way back to the site. */
export function PortalLoginHeader() {
  const { company } = useSite();
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden />
          {company.name} Client Portal
        </p>
        <nav aria-label="Client portal">
          <ul className="flex gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
