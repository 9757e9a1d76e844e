import { dashboardPathFor } from '#shared/domain/user.ts';
import { customerTabHref, customerTabs } from '../../features/customer-portal/customer-tabs.ts';

export interface BackOfficeLink {
  label: string;
  href: string;
  /** Other paths that show the same entry as current (an alias route). */
  alsoFor?: readonly string[];
  /** Also current on the screens under it (a record's page: /admin/bookings/12 under Bookings). */
  withRecords?: boolean;
  /** A tab of the screen at the href's path (`?tab=`): current only while that tab is open (`isDefault`: also with no tab named). */
  tab?: { value: string; isDefault: boolean };
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
      { label: 'Customers', href: '/admin/customers', withRecords: true },
      { label: 'Bookings', href: '/admin/bookings', withRecords: true },
      { label: 'Sites', href: '/admin/sites', withRecords: true },
      { label: 'Service Plans', href: '/admin/service-plans', withRecords: true },
      { label: 'Timesheets', href: '/admin/timesheets', withRecords: true },
      { label: 'Invoices', href: '/admin/invoices', withRecords: true },
      { label: 'Problems', href: '/admin/problems', withRecords: true },
      { label: 'Requests', href: '/admin/requests' },
      { label: 'Quality', href: '/admin/quality', alsoFor: ['/inspections'] },
      { label: 'Users', href: '/user-management' },
      { label: 'Security Log', href: '/admin/security-log' },
      { label: 'API Reference', href: '/admin/api-docs' },
      { label: 'Content', href: '/admin/content-automation' },
      { label: 'Local SEO', href: '/admin/hyper-local-seo' },
      { label: 'Blog', href: '/admin/blog', withRecords: true },
      { label: 'System Settings', href: '/admin/settings' },
      { label: 'My Account', href: '/account' },
    ];
  }
  if (role === 'customer') {
    // The portal's sections are its tabs (one list, customer-tabs.ts); Account also stands for the settings page it links to.
    return customerTabs.map((tab) => ({
      label: tab.label,
      href: customerTabHref(tab.value),
      tab: { value: tab.value, isDefault: tab.value === 'dashboard' },
      ...(tab.value === 'account' ? { alsoFor: ['/account'] } : {}),
    }));
  }
  if (role === 'employee') {
    return [
      { label: 'Employee Portal', href: dashboardPathFor(role) },
      { label: 'My Account', href: '/account' },
    ];
  }
  return [{ label: 'My Account', href: '/account' }];
}

/**
 * What the signed-in area is called for the role, in the shell's header and as its navigation's name:
 * the back office is the admins'; an employee is in the Employee Portal, a customer in the Client
 * Portal (the name the site's links and the sign-in page give it). Never the admins' word for the others.
 */
export function areaName(role: string): string {
  if (role === 'admin') return 'Back office';
  if (role === 'employee') return 'Employee Portal';
  if (role === 'customer') return 'Client Portal';
  return 'Your account';
}

/**
 * Links the screen at `path` shows itself as its own tab bar below the desktop breakpoint (the
 * customer portal's tabs on /customer-dashboard): the phone menu leaves them out, so one
 * navigation shows at each width (the sidebar from 1024 px, the screen's tabs below).
 */
export function isScreenTab(link: BackOfficeLink, path: string): boolean {
  return link.tab !== undefined && link.href.split('?')[0] === path;
}

export function isCurrent(link: BackOfficeLink, path: string, search = ''): boolean {
  if (link.tab) {
    const open = new URLSearchParams(search).get('tab');
    const onScreen = link.href.split('?')[0] === path && (open === link.tab.value || (link.tab.isDefault && !open));
    return onScreen || (link.alsoFor ?? []).includes(path);
  }
  return link.href === path || (link.alsoFor ?? []).includes(path) || (link.withRecords === true && path.startsWith(`${link.href}/`));
}
