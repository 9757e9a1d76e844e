import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import type { CustomerDetail, CustomerList, CustomerSummary } from '#shared/contracts/customers.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { Page as CustomersPage } from './customers-page.tsx';
import { Page as CustomerDetailPage } from './customer-detail-page.tsx';

const summary = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id: 3,
  name: 'Lakeside Clinic',
  contactName: 'Mara Holm',
  email: 'mara@lakeside.example',
  phone: '612-555-0134',
  sites: 2,
  activePlans: 1,
  balanceCents: 89_600,
  unpaidInvoices: 3,
  overdueCents: 64_700,
  portal: { status: 'active', username: 'lakeside', lastLoginAt: '2026-11-17T14:30:00.000Z', linkExpiresAt: null },
  ...overrides,
});

const detail = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  customer: { id: 4, name: 'Birch Law', companyName: 'Birch Law', isActive: true, createdAt: '2026-06-01T15:00:00.000Z' },
  contacts: [
    { kind: 'account', name: 'Ruth Birch', email: 'office@birch.example', phone: null, address: null },
    { kind: 'billing', name: null, email: 'ap@birch.example', phone: null, address: '50 S 6th St\nMinneapolis, MN 55402' },
  ],
  sites: [{ id: 7, name: 'Birch Law office', address: '50 S 6th St, Minneapolis, MN 55402', isActive: true }],
  plans: [
    {
      id: 9,
      siteId: 7,
      siteName: 'Birch Law office',
      status: 'active',
      frequency: 'Weekly',
      facilityType: 'office',
      monthlyPriceCents: 78_000,
      startsOn: '2026-09-01',
      endsOn: null,
    },
  ],
  invoices: [
    {
      id: 21,
      invoiceNumber: 'INV-2026-0021',
      issueDate: '2026-10-01',
      dueDate: '2026-10-31',
      description: 'October',
      amountCents: 64_700,
      status: 'overdue',
    },
  ],
  invoiceCount: 1,
  balance: { balanceCents: 64_700, unpaidInvoices: 1, overdueCents: 64_700 },
  portal: { status: 'none', username: 'birchlaw', lastLoginAt: null, linkExpiresAt: null },
  ...overrides,
});

describe('Customers', () => {
  it('lists each customer with sites, balance and portal access, and searches on the server', async () => {
    const birch = summary({
      id: 4,
      name: 'Birch Law',
      contactName: null,
      email: 'office@birch.example',
      phone: null,
      sites: 1,
      activePlans: 0,
      balanceCents: 0,
      unpaidInvoices: 0,
      overdueCents: 0,
      portal: { status: 'invited', username: 'birchlaw', lastLoginAt: null, linkExpiresAt: '2026-12-01T00:00:00.000Z' },
    });
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/customers',
          reply: (request): Response =>
            json({ customers: queryOf(request)['q'] === 'birch' ? [birch] : [birch, summary()] } satisfies CustomerList),
        },
      ]),
    );
    const app = renderScreen(<CustomersPage />);
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('link', { name: 'Lakeside Clinic' })).toHaveAttribute('href', '/admin/customers/3');
    expect(table.getByText('$896.00')).toBeInTheDocument();
    expect(table.getByText('$647.00 overdue')).toBeInTheDocument();
    expect(table.getByText('Nothing owed')).toBeInTheDocument();
    expect(table.getByText('Portal active')).toBeInTheDocument();
    expect(table.getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'birch');
    await waitFor(() => expect(screen.getByText('1 customer')).toBeInTheDocument());
    expect(queryOf(seen.at(-1)!)).toEqual({ q: 'birch' });
    expect(within(screen.getByRole('table')).queryByRole('link', { name: 'Lakeside Clinic' })).toBeNull();
  });

  it('says when no customer matches the search', async () => {
    answerFetch(
      byRoute([{ path: '/api/admin/customers', reply: (request) => json({ customers: queryOf(request)['q'] ? [] : [summary()] }) }]),
    );
    const app = renderScreen(<CustomersPage />);
    await screen.findByRole('table');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zz');
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });
});

describe('A customer’s page', () => {
  it('shows contacts, sites linking to the site page, plans, invoices and balance, and sends a set-password link', async () => {
    const link: PasswordLink = {
      url: 'https://twinpines.test/set-password?token=abc',
      expiresAt: '2026-11-25T16:00:00.000Z',
      emailed: true,
    };
    let invited = false;
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/customers/4',
          reply: () =>
            json(
              invited
                ? detail({ portal: { status: 'invited', username: 'birchlaw', lastLoginAt: null, linkExpiresAt: link.expiresAt } })
                : detail(),
            ),
        },
        {
          method: 'POST',
          path: '/api/users/4/password-link',
          reply: () => {
            invited = true;
            return json(link);
          },
        },
      ]),
    );
    const app = renderScreen(<CustomerDetailPage params={{ id: '4' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Birch Law' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Birch Law office' })).toHaveAttribute('href', '/admin/sites/7');
    expect(screen.getByRole('link', { name: 'Weekly plan #9' })).toHaveAttribute('href', '/admin/service-plans/9');
    expect(screen.getByRole('link', { name: 'INV-2026-0021' })).toHaveAttribute('href', '/admin/invoices/21');
    expect(screen.getByText('ap@birch.example')).toBeInTheDocument();
    // The plan at its price in force, and the month's plans in the figures.
    expect(screen.getAllByText('$780.00')).toHaveLength(2);
    // Balance and overdue both $647.00.
    const figures = within(screen.getByLabelText("This customer's figures"));
    expect(figures.getAllByText('$647.00')).toHaveLength(2);
    expect(screen.getByText('No portal access')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Send a set-password link' }));
    expect(await screen.findByDisplayValue(link.url)).toBeInTheDocument();
    expect(screen.getByText('We e-mailed this link to office@birch.example.')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.url === '/api/users/4/password-link')).toBe(true);
  });

  it('offers no link to a deactivated account', async () => {
    answerFetch(
      byRoute([
        {
          path: '/api/admin/customers/4',
          reply: () => json(detail({ portal: { status: 'deactivated', username: 'birchlaw', lastLoginAt: null, linkExpiresAt: null } })),
        },
      ]),
    );
    renderScreen(<CustomerDetailPage params={{ id: '4' }} />);
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /password/ })).toBeNull();
  });
});
