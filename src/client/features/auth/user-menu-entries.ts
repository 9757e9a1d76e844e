import { dashboardPathFor } from '#shared/domain/user.ts';

export type UserMenuIcon = 'dashboard' | 'users' | 'crm' | 'settings';

export interface UserMenuEntry {
  label: string;
  href: string;
  icon: UserMenuIcon;
}

/** The role's dashboard, the two admin-only screens, then My Account (Log out is added by the menu). */
export function userMenuEntries(role: string): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [{ label: 'Dashboard', href: dashboardPathFor(role), icon: 'dashboard' }];
  if (role === 'admin') {
    entries.push(
      { label: 'User Management', href: '/user-management', icon: 'users' },
      { label: 'CRM Dashboard', href: '/crm-dashboard', icon: 'crm' },
    );
  }
  entries.push({ label: 'My Account', href: '/account', icon: 'settings' });
  return entries;
}
