import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChartColumn, ChevronDown, LayoutDashboard, LogOut, Settings, Users, type LucideIcon } from 'lucide-react';
import { displayName } from '#shared/domain/user.ts';
import type { ClientSession } from '../../lib/auth-session.ts';
import { cn } from '../../lib/cn.ts';
import { RoleBadge } from './role-badge.tsx';
import { useDismiss } from './use-dismiss.ts';
import { logOut } from './logout.ts';
import { UserAvatar } from './user-avatar.tsx';
import { userMenuEntries, type UserMenuIcon } from './user-menu-entries.ts';

const icons: Record<UserMenuIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  crm: ChartColumn,
  settings: Settings,
};

const entryClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 px-4 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800';

/**
 * The signed-in user menu in the desktop header: a disclosure (button plus
 * panel of links) that closes on Escape, on a click outside and after a choice.
 */
export function UserMenu({ session }: { session: ClientSession }) {
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const name = displayName(session.user);

  useDismiss(containerRef, open, (reason) => {
    setOpen(false);
    // Escape from inside the menu returns focus to its button; elsewhere focus stays where it is.
    if (reason === 'escape' && containerRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  });

  return (
    <div ref={containerRef} className="relative ml-2">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 cursor-pointer items-center gap-1 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-brand-50"
      >
        <UserAvatar user={session.user} />
        <ChevronDown className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white py-2 shadow-lg"
      >
        <div className="border-b border-slate-100 px-4 pt-1 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          {session.user.email && <p className="truncate text-sm text-slate-600">{session.user.email}</p>}
          <div className="mt-2">
            <RoleBadge role={session.role} />
          </div>
        </div>
        <ul className="py-1">
          {userMenuEntries(session.role).map((entry) => {
            const Icon = icons[entry.icon];
            return (
              <li key={entry.href + entry.label}>
                <Link href={entry.href} className={entryClass} onClick={() => setOpen(false)}>
                  <Icon className="size-4 text-slate-500" aria-hidden />
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="border-t border-slate-100 pt-1">
          <button
            type="button"
            className={entryClass}
            onClick={() => {
              setOpen(false);
              void logOut();
            }}
          >
            <LogOut className="size-4 text-slate-500" aria-hidden />
            Log out
          </button>
        </div>
      </div>
    </div>
  );
}
