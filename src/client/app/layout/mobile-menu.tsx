import { Link } from 'wouter';
import { Phone } from 'lucide-react';
import { dashboardPathFor } from '#shared/domain/user.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSession } from '../../lib/auth-session.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { mobileNav } from './nav-items.ts';

interface Props {
  onTestimonials: () => void;
  /** Same-page targets (anchors, tel:) do not change the route, so they close the menu themselves. */
  onNavigate: () => void;
}

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';

export function MobileMenu({ onTestimonials, onNavigate }: Props) {
  const session = useSession();
  const logOut = useLogout();
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pb-5 pt-2 shadow-lg lg:hidden">
      <ul className="space-y-1">
        {mobileNav.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={itemClass} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${itemClass} w-full text-left`}
            onClick={() => {
              onNavigate();
              onTestimonials();
            }}
          >
            Testimonials
          </button>
        </li>
        <li>
          <Link href="/about" className={itemClass} onClick={onNavigate}>
            About
          </Link>
        </li>
        {session ? (
          <>
            <li>
              <Link href={dashboardPathFor(session.role)} className={itemClass} onClick={onNavigate}>
                Dashboard
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${itemClass} w-full text-left`}
                onClick={() => {
                  onNavigate();
                  logOut();
                }}
              >
                Log out
              </button>
            </li>
          </>
        ) : (
          <li>
            <Link href="/login-portal" className={itemClass} onClick={onNavigate}>
              Client Portal
            </Link>
          </li>
        )}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <PhoneLink className={buttonClasses({ variant: 'outline', size: 'lg' })} onClick={onNavigate}>
          <Phone className="mr-2 size-4" aria-hidden />
          Call Now
        </PhoneLink>
        <a href={QUOTE_HREF} className={buttonClasses({ variant: 'primary', size: 'lg' })} onClick={onNavigate}>
          Get Free Quote
        </a>
      </div>
    </nav>
  );
}
