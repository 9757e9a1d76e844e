import { useQuery } from '@tanstack/react-query';
import { listBookings, listServicePlans } from '#shared/contracts/operations.endpoints.ts';
import { listUsers } from '#shared/contracts/users.endpoints.ts';
import type { AdminBooking, ServicePlan } from '#shared/contracts/operations.ts';
import type { User } from '#shared/contracts/users.ts';
import { displayName } from '#shared/domain/user.ts';
import { apiQuery } from './api-client.ts';

/**
 * The people and places the operations screens choose from: customers, employees, and the sites a
 * customer is known to have. Reads of the users list by role (admin only), cached like any read.
 */

export const customersRead = () => apiQuery(listUsers, { query: { role: 'customer' } });
export const employeesRead = () => apiQuery(listUsers, { query: { role: 'employee' } });

export function useCustomers() {
  return useQuery(customersRead());
}

export function useEmployees() {
  return useQuery(employeesRead());
}

/** 'Acme Dental (Dana Reyes)', else the person's name: how a customer is picked from a list. */
export function customerLabel(user: Pick<User, 'companyName' | 'firstName' | 'lastName' | 'username'>): string {
  const name = displayName(user);
  return user.companyName ? (name && name !== user.username ? `${user.companyName} (${name})` : user.companyName) : name;
}

/** A customer as the operations answers carry one. */
export function customerSummaryLabel(customer: { name: string; companyName: string | null } | null | undefined): string {
  if (!customer) return 'No customer';
  return customer.companyName ? `${customer.companyName} (${customer.name})` : customer.name;
}

const byLabel = <T extends { label: string }>(a: T, b: T) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' });

/** Customers as select options, by name. */
export function customerOptions(users: readonly User[] | undefined): Array<{ value: string; label: string }> {
  return (users ?? []).map((u) => ({ value: String(u.id), label: customerLabel(u) })).sort(byLabel);
}

/** Active employees (only they can be assigned), by name, with their position. */
export function employeeOptions(users: readonly User[] | undefined): Array<{ value: string; label: string; detail?: string }> {
  return (users ?? [])
    .filter((u) => u.isActive)
    .map((u) => ({ value: String(u.id), label: displayName(u), ...(u.position ? { detail: u.position } : {}) }))
    .sort(byLabel);
}

export interface KnownSite {
  id: number;
  label: string;
  address: string;
}

/**
 * The sites of a customer this screen can know of: those of their service plans, then those their
 * visits were booked at (the visit's address). The API has no list of sites yet.
 */
export function sitesOf(plans: readonly ServicePlan[], bookings: readonly AdminBooking[]): KnownSite[] {
  const sites = new Map<number, KnownSite>();
  for (const plan of plans) {
    if (!sites.has(plan.site.id))
      sites.set(plan.site.id, { id: plan.site.id, label: `${plan.site.name}, ${plan.site.address}`, address: plan.site.address });
  }
  for (const booking of bookings) {
    if (booking.siteId !== null && !sites.has(booking.siteId))
      sites.set(booking.siteId, { id: booking.siteId, label: booking.location, address: booking.location });
  }
  return [...sites.values()];
}

/** The known sites of one customer (none while no customer is chosen). */
export function useCustomerSites(customerId: number | null) {
  const enabled = customerId !== null;
  const plans = useQuery({ ...apiQuery(listServicePlans, { query: { customerId: customerId ?? undefined } }), enabled });
  const bookings = useQuery({ ...apiQuery(listBookings, { query: { customerId: customerId ?? undefined, limit: 1000 } }), enabled });
  return {
    sites: enabled ? sitesOf(plans.data ?? [], bookings.data ?? []) : [],
    loading: enabled && (plans.isPending || bookings.isPending),
    failed: enabled && (plans.isError || bookings.isError),
  };
}
