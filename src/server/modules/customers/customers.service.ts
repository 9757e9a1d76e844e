import type { CustomerContact, CustomerDetail, CustomerList, CustomerListQuery, PortalAccess } from '#shared/contracts/customers.ts';
import { companyDate, monthStart } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createCustomersRepository } from './customers.repository.ts';

export type Clock = () => Date;

/** Timestamps arrive as PostgreSQL writes them in JSON ('2026-11-18T16:00:00+00:00'): answered as ISO instants. */
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const portalOf = (portal: PortalAccess): PortalAccess => ({
  ...portal,
  lastLoginAt: iso(portal.lastLoginAt),
  linkExpiresAt: iso(portal.linkExpiresAt),
});

/**
 * The admins' customers (issue 34): the list with each one's balance and portal access, and a customer's
 * page. Balances and overdue days on the Minnesota calendar of the injected clock; plan prices in force this month.
 */
export function createCustomersService(db: Database, clock: Clock = () => new Date()) {
  const repository = createCustomersRepository(db);
  return {
    async list(query: CustomerListQuery): Promise<CustomerList> {
      const at = clock();
      const customers = await repository.list({ q: query.q || undefined, today: companyDate(at), at });
      return { customers: customers.map((c) => ({ ...c, portal: portalOf(c.portal) })) };
    },

    async detail(id: number): Promise<CustomerDetail> {
      const now = clock();
      const today = companyDate(now);
      const parts = await repository.detail(id, { today, thisMonth: monthStart(today), now });
      if (!parts) throw new AppError('NOT_FOUND', 'No customer has this id.');
      const contacts: CustomerContact[] = [{ kind: 'account', ...parts.person, address: null }];
      // Invoices go to the billing e-mail when one is set (billing's rule): shown as a contact of its own only then.
      if (parts.billing.email || parts.billing.address)
        contacts.push({ kind: 'billing', name: null, email: parts.billing.email, phone: null, address: parts.billing.address });
      return {
        customer: { ...parts.customer, createdAt: new Date(parts.customer.createdAt).toISOString() },
        contacts,
        sites: parts.sites,
        plans: parts.plans,
        invoices: parts.invoices,
        invoiceCount: parts.invoiceCount,
        balance: parts.balance,
        portal: portalOf(parts.portal),
      };
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
