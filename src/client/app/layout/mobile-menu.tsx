import { Link } from 'wouter';
import { Phone } from 'lucide-react';
import { dashboardPathFor } from '#shared/domain/user.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import type { ClientSession } from '../../lib/auth-session.ts';
import { logOut } from '../../features/auth/logout.ts';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { mobileNav } from './nav-items.ts';

interface Props {
  /**
   * The app's live menu knows the session. A static page's menu (null) carries
   * both sets of entries, marked data-when, and the enhancer keeps the right one.
   */
  session: ClientSession | null | 'either';
  onTestimonials?: (() => void) | undefined;
  /** Same-page targets (anchors, tel:) do not change the route, so they close the menu themselves. */
  onNavigate?: (() => void) | undefined;
}

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';

export function MobileMenu({ session, onTestimonials, onNavigate }: Props) {
  const either = session === 'either';
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
            data-testimonials={either ? '' : undefined}
            onClick={() => {
              onNavigate?.();
              onTestimonials?.();
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
        {either || session ? (
          <>
            <li data-when={either ? 'signed-in' : undefined}>
              <Link
                href={either ? '/login' : dashboardPathFor(session.role)}
                className={itemClass}
                data-dashboard-link={either ? '' : undefined}
                onClick={onNavigate}
              >
                Dashboard
              </Link>
            </li>
            <li data-when={either ? 'signed-in' : undefined}>
              <button
                type="button"
                className={`${itemClass} w-full text-left`}
                data-logout={either ? '' : undefined}
                onClick={() => {
                  onNavigate?.();
                  void logOut();
                }}
              >
                Log out
              </button>
            </li>
          </>
        ) : null}
        {either || !session ? (
          <li data-when={either ? 'signed-out' : undefined}>
            <Link href="/login-portal" className={itemClass} onClick={onNavigate}>
              Client Portal
            </Link>
          </li>
        ) : null}
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
