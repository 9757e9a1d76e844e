/**
 * The customer portal's tabs (spec §2), in order: the one list the page's tab row and the back
 * office navigation both show. The open tab is `?tab=` on /customer-dashboard; Dashboard is the
 * page without it.
 */
export const CUSTOMER_PORTAL_PATH = '/customer-dashboard';

export const customerTabs = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'services', label: 'Services' },
  { value: 'billing', label: 'Billing' },
  { value: 'reports', label: 'Reports' },
  { value: 'account', label: 'Account' },
] as const;

export type CustomerTab = (typeof customerTabs)[number]['value'];

/** The tab a query string names; Dashboard when it names none or one that does not exist. */
export function parseCustomerTab(search: string): CustomerTab {
  const wanted = new URLSearchParams(search).get('tab');
  return customerTabs.find((tab) => tab.value === wanted)?.value ?? 'dashboard';
}

/** Where a tab lives: '/customer-dashboard' for Dashboard, '/customer-dashboard?tab=billing' for the others. */
export function customerTabHref(tab: CustomerTab): string {
  return tab === 'dashboard' ? CUSTOMER_PORTAL_PATH : `${CUSTOMER_PORTAL_PATH}?tab=${tab}`;
}
