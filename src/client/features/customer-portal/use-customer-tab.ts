import { useLocation, useSearch } from 'wouter';
import { customerTabHref, parseCustomerTab, type CustomerTab } from './customer-tabs.ts';

/**
 * The open tab, kept in the URL: a reload or a shared link opens the same tab, and each switch is a
 * history entry, so Back returns to the tab before.
 */
export function useCustomerTab(): [CustomerTab, (tab: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = parseCustomerTab(search);
  const choose = (next: string) => {
    const wanted = parseCustomerTab(`tab=${encodeURIComponent(next)}`);
    if (wanted !== tab) navigate(customerTabHref(wanted));
  };
  return [tab, choose];
}
