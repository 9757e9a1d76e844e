import { dashboardPathFor } from '#shared/domain/user.ts';

export interface BackOfficeLink {
  label: string;
  href: string;
  /** Other paths that show the same entry as current (an alias route). */
  alsoFor?: readonly string[];
}

/**
 * The back office's navigation per role: only screens that exist (Scheduling,
 * Content and SEO join the admin list when their work lands). Desktop sidebar and
 * phone menu show exactly these.
 */
export function backOfficeNav(role: string): BackOfficeLink[] {
  if (role === 'admin') {
    return [
      { label: 'Dashboard', href: '/admin/dashboard', alsoFor: ['/admin-dashboard'] },
      { label: 'CRM', href: '/crm-dashboard' },
      { label: 'Users', href: '/user-management' },
      { label: 'Security Log', href: '/admin/security-log' },
      { label: 'API Reference', href: '/admin/api-docs' },
      { label: 'Settings', href: '/account' },
    ];
  }
  if (role === 'customer' || role === 'employee') {
    return [
      { label: role === 'customer' ? 'Customer Portal' : 'Employee Portal', href: dashboardPathFor(role) },
      { label: 'Settings', href: '/account' },
    ];
  }
  return [{ label: 'Settings', href: '/account' }];
}

export function isCurrent(link: BackOfficeLink, path: string): boolean {
  return link.href === path || (link.alsoFor ?? []).includes(path);
}
