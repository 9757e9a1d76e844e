import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LogOut, Menu, X } from 'lucide-react';
import { displayName } from '#shared/domain/user.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSite } from '../../lib/site-context.tsx';
import { logOut } from '../../features/auth/logout.ts';
import { RoleBadge } from '../../features/auth/role-badge.tsx';
import { BrandMark } from './brand-mark.tsx';
import { areaName, backOfficeNav, isCurrent, isScreenTab, type BackOfficeLink } from './back-office-nav.ts';

const linkClass = (current: boolean) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors',
    current ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function NavLinks({
  links,
  path,
  search,
  onChoose,
}: {
  links: readonly BackOfficeLink[];
  path: string;
  /** The query string: a link to a tab is current only while its tab is open. */
  search: string;
  onChoose?: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => {
        const current = isCurrent(link, path, search);
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={current ? 'page' : undefined} className={linkClass(current)} onClick={onChoose}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The frame of every signed-in screen: a compact header (product, the area's name for the role,
 * the person and their role, sign out), the role's navigation (a sidebar on desktop, the same
 * entries in a menu on phones, less those the screen shows as its own tab bar there), and the
 * screen. No marketing chrome.
 */
export function BackOfficeShell({ children }: { children: ReactNode }) {
  const { company } = useSite();
  const [path] = useLocation();
  const search = useSearch();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu closes after any navigation (state adjusted while rendering, as in the public header).
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setMenuOpen(false);
  }
  const links = session ? backOfficeNav(session.role) : [];
  // Below 1024 px a screen's own tab bar is its navigation (the customer portal's tabs): the menu does not repeat it.
  const menuLinks = links.filter((link) => !isScreenTab(link, path));
  // Nobody signed in (the access guard is sending them to a login): no area's words at all.
  const area = session ? areaName(session.role) : '';

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link href={links[0]?.href ?? '/'} className="flex min-w-0 items-center gap-2">
            <BrandMark />
            {/* On a phone the area's name, which says whose screens these are, wins the narrow space (the mark stands for the company). */}
            <span className="truncate text-sm font-bold text-slate-900">
              <span className={area ? 'max-sm:sr-only' : undefined}>{company.name}</span>{' '}
              {area ? <span className="font-medium text-slate-500 max-sm:font-bold max-sm:text-slate-900">{area}</span> : null}
            </span>
          </Link>
          {session ? (
            <div className="flex items-center gap-2">
              <span className="hidden items-center gap-2 text-sm text-slate-700 sm:flex">
                <span className="font-medium">{displayName(session.user)}</span>
                <RoleBadge role={session.role} />
              </span>
              <button
                type="button"
                onClick={() => void logOut()}
                className="hidden min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:inline-flex"
              >
                <LogOut className="size-4" aria-hidden />
                Sign out
              </button>
              <button
                type="button"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
                aria-expanded={menuOpen}
                aria-controls="back-office-menu"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
              </button>
            </div>
          ) : null}
        </div>
        {menuOpen && session ? (
          <nav id="back-office-menu" aria-label={area} className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden">
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700 sm:hidden">
              <span className="font-medium">{displayName(session.user)}</span>
              <RoleBadge role={session.role} />
            </p>
            <NavLinks links={menuLinks} path={path} search={search} onChoose={() => setMenuOpen(false)} />
            <button type="button" onClick={() => void logOut()} className={cn(linkClass(false), 'mt-1 w-full cursor-pointer gap-1.5')}>
              <LogOut className="size-4" aria-hidden />
              Sign out
            </button>
          </nav>
        ) : null}
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-0 lg:px-8">
        {session ? (
          <nav aria-label={area} className="hidden w-56 shrink-0 py-8 lg:block">
            <NavLinks links={links} path={path} search={search} />
          </nav>
        ) : null}
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
