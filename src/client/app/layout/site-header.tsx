import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu, Phone, X } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/use-session.ts';
import { UserMenu } from '../../features/auth/user-menu.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { desktopNav } from './nav-items.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { goToTestimonials } from '../../enhance/testimonials.ts';
import { MOBILE_MENU_TEMPLATE_ID } from '../../enhance/mobile-menu.ts';
import { BrandMark } from './brand-mark.tsx';

interface Props {
  /**
   * 'static': a public page's header, never hydrated; the plain-DOM enhancer
   * (src/client/enhance) works its menu, Testimonials and account slot.
   * 'app': the signed-in app's live React header.
   */
  mode: 'static' | 'app';
}

export function SiteHeader({ mode }: Props) {
  const { company } = useSite();
  const isStatic = mode === 'static';
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Null on the server and at hydration, so the served HTML keeps Sign In; the menu follows in the browser.
  const session = useSession();

  // The menu closes after any navigation: adjusted while rendering (React's pattern for
  // state that follows a changed value), so the new page never shows it open.
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800',
      location === href ? 'text-brand-800' : 'text-slate-700',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="hidden bg-brand-900 text-brand-50 lg:block">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-8 py-1.5 text-xs">
          <span>Commercial cleaning across the Twin Cities · 24/7 support</span>
          <span className="flex gap-5">
            <a href={`mailto:${company.salesEmail}`} className="hover:text-white">
              {company.salesEmail}
            </a>
            <PhoneLink className="font-semibold hover:text-white" />
          </span>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex min-h-11 shrink-0 items-center gap-2" aria-label={`${company.name} home`}>
          <BrandMark />
          <span className="max-w-[12rem] text-base leading-tight font-bold text-slate-900">{company.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {desktopNav.map((item) => (
            <Link key={item.href} href={item.href} className={linkClass(item.href)}>
              {item.label}
            </Link>
          ))}
          <button
            type="button"
            data-testimonials={isStatic ? '' : undefined}
            onClick={() => goToTestimonials()}
            className={linkClass('#testimonials')}
          >
            Testimonials
          </button>
          {session ? (
            <UserMenu session={session} />
          ) : (
            // On a static page a signed-in visitor's account menu replaces Sign In (enhance/account-slot.ts).
            <span data-account-slot={isStatic ? '' : undefined} className="contents">
              <Link href="/login" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-2' })}>
                Sign In
              </Link>
            </span>
          )}
          <a href={QUOTE_HREF} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'ml-1' })}>
            Get Free Quote
          </a>
        </nav>
        <div className="flex items-center gap-1 lg:hidden">
          <PhoneLink
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'size-11 px-0' })}
            aria-label={`Call ${company.phone}`}
          >
            <Phone className="size-5" aria-hidden />
          </PhoneLink>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'size-11 px-0' })}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            data-menu-toggle={isStatic ? '' : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu className={cn('size-6', menuOpen && 'hidden')} data-icon="open" aria-hidden />
            <X className={cn('size-6', !menuOpen && 'hidden')} data-icon="close" aria-hidden />
          </button>
        </div>
      </div>
      {isStatic ? (
        <template id={MOBILE_MENU_TEMPLATE_ID}>
          <MobileMenu session="either" />
        </template>
      ) : null}
      {menuOpen && <MobileMenu session={session} onTestimonials={() => goToTestimonials()} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
