import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { acme, auditEvent, birch, invoice, invoiceDetail } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { Invoice, IssueInvoicesResult, IssuePreview } from '#shared/contracts/billing.ts';
import { Page as InvoicesPage } from './invoices-page.tsx';
import { Page as InvoicePage } from './invoice-detail-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const pending = invoice();
const overdue = invoice({
  id: 40,
  invoiceNumber: 'INV-2026-0000',
  customer: { id: 22, name: 'Bo Birch', companyName: 'Birch Law', email: 'ops@birch.example' },
  dueDate: '2026-11-01',
  status: 'overdue',
  amount: 180,
  amountCents: 18000,
  kind: 'bookings',
  servicePlanId: null,
});
const paid = invoice({ id: 39, invoiceNumber: 'INV-2025-0099', status: 'paid', paidAt: '2026-10-05T15:00:00.000Z' });

const issued: IssueInvoicesResult = {
  month: '2026-10',
  issueDate: '2026-11-25',
  dueDate: '2026-12-25',
  created: 3,
  planInvoices: 2,
  bookingInvoices: 1,
  bookingsBilled: 2,
  skipped: 1,
  unpriced: 1,
  numbers: ['INV-2026-0002', 'INV-2026-0003', 'INV-2026-0004'],
  totalCents: 325000,
};

function listRoute(invoices: () => Invoice[], nextBefore: number | null = null) {
  return { path: '/api/admin/invoices', reply: () => json({ invoices: invoices(), nextBefore }) };
}
const people = { path: '/api/users', reply: json([acme, birch]) };
const changes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const lists = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/invoices?'));

const DIGEST = 'a'.repeat(64);
const preview: IssuePreview = {
  month: '2026-10',
  issueDate: '2026-11-25',
  dueDate: '2026-12-25',
  invoices: [
    {
      kind: 'plan',
      customer: { id: 21, name: 'Dana Reyes', companyName: 'Acme Dental' },
      servicePlanId: 5,
      description: 'Cleaning service, October 2026: Acme Edina',
      visits: 0,
      amountCents: 145000,
    },
    {
      kind: 'plan',
      customer: { id: 22, name: 'Bo Birch', companyName: 'Birch Law' },
      servicePlanId: 6,
      description: 'Cleaning service, October 2026: Birch Main (25 of 31 days)',
      visits: 0,
      amountCents: 100000,
    },
    {
      kind: 'bookings',
      customer: { id: 23, name: 'Cy Doe', companyName: null },
      servicePlanId: null,
      description: 'Cleaning visits (2) completed in October 2026',
      visits: 2,
      amountCents: 80000,
    },
  ],
  count: 3,
  totalCents: 325000,
  planInvoices: 2,
  bookingInvoices: 1,
  bookingsBilled: 2,
  skipped: 1,
  unpriced: 1,
  digest: DIGEST,
};
const previewRoute = (reply: () => Response) => ({ path: '/api/admin/invoices/issue-preview', reply });

describe('Invoices: issuing a month', () => {
  it('shows what the run would issue first, issues exactly that on confirmation, and shows it working meanwhile', async () => {
    let finish: (response: Response) => void = () => {};
    const seen: SeenRequest[] = [];
    const routes = byRoute([previewRoute(() => json(preview)), listRoute(() => [pending]), people]);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = {
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      seen.push(request);
      if (request.method === 'POST') return new Promise<Response>((resolve) => (finish = resolve));
      const reply = routes(request);
      if (reply instanceof Error) throw reply;
      return reply;
    });
    const app = renderScreen(<InvoicesPage />);
    await screen.findByRole('table');
    const panel = within(screen.getByRole('region', { name: 'Issue a month’s invoices' }));
    // Billing in arrears: last month is offered first.
    expect(panel.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-10');
    await app.user.click(panel.getByRole('button', { name: 'Issue invoices for October 2026…' }));

    // The dry run, and nothing written yet.
    const shown = within(await panel.findByRole('region', { name: 'Invoices to issue for October 2026' }));
    expect(queryOf(seen.find((r) => r.url.startsWith('/api/admin/invoices/issue-preview'))!)).toEqual({ month: '2026-10' });
    expect(changes(seen)).toEqual([]);
    expect(shown.getByText('3 invoices, $3,250.00 in all.')).toBeInTheDocument();
    const rows = within(shown.getByRole('table', { name: 'Invoices to issue for October 2026' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CustomerForAmount',
      'Acme Dental (Dana Reyes)Cleaning service, October 2026: Acme EdinaPlan month$1,450.00',
      'Birch Law (Bo Birch)Cleaning service, October 2026: Birch Main (25 of 31 days)Plan month$1,000.00',
      'Cy DoeCleaning visits (2) completed in October 2026' + '2 one-off visits$800.00',
      'Total, 3 invoices$3,250.00',
    ]);
    expect(shown.getByText('1 plan month already has its invoice and stays as it is.')).toBeInTheDocument();
    expect(shown.getByText(/1 completed one-off visit has no price and will not be billed/)).toBeInTheDocument();

    await app.user.click(shown.getByRole('button', { name: 'Issue 3 invoices ($3,250.00)' }));
    expect(await panel.findByRole('progressbar', { name: 'Issuing invoices for October 2026' })).toBeInTheDocument();
    expect(panel.getByText(/Issuing 3 invoices for October 2026… 0 s/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Issuing…' })).toHaveAttribute('aria-disabled', 'true');
    expect(changes(seen)).toMatchObject([{ url: '/api/admin/invoices/issue', body: { month: '2026-10', previewDigest: DIGEST } }]);

    finish(json(issued));
    expect(await panel.findByText('3 invoices issued for October 2026, $3,250.00 in all.')).toBeInTheDocument();
    expect(panel.queryByRole('progressbar')).toBeNull();
    expect(panel.queryByRole('region', { name: 'Invoices to issue for October 2026' })).toBeNull();
    expect(panel.getByText('Numbers: INV-2026-0002 to INV-2026-0004')).toBeInTheDocument();
    expect(panel.getByText('Plan months: 2 (1 already invoiced, left as they were)')).toBeInTheDocument();
    // The list shows the month just issued.
    await waitFor(() => expect(queryOf(lists(seen).at(-1)!)).toMatchObject({ month: '2026-10' }));
  });

  it('says when a month has nothing to issue (no issue button), cancels a preview, and shows a refusal of the month', async () => {
    let answer: Response = json({
      ...preview,
      invoices: [],
      count: 0,
      totalCents: 0,
      planInvoices: 0,
      bookingInvoices: 0,
      bookingsBilled: 0,
      unpriced: 0,
      skipped: 2,
    });
    const seen = answerFetch(byRoute([previewRoute(() => answer), listRoute(() => []), people]));
    const app = renderScreen(<InvoicesPage />);
    const panel = within(await screen.findByRole('region', { name: 'Issue a month’s invoices' }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    await app.user.click(panel.getByRole('button', { name: 'Issue invoices for October 2026…' }));
    const shown = within(await panel.findByRole('region', { name: 'Invoices to issue for October 2026' }));
    expect(shown.getByText('Nothing to issue for October 2026: everything billable already has its invoice.')).toBeInTheDocument();
    expect(shown.queryByRole('button', { name: /^Issue \d/ })).toBeNull();
    await app.user.click(shown.getByRole('button', { name: 'Cancel' }));
    expect(panel.queryByRole('region', { name: 'Invoices to issue for October 2026' })).toBeNull();

    answer = problem(400, 'Invalid body: month', { month: 'Choose this month or an earlier one' });
    await app.user.click(panel.getByRole('button', { name: 'Issue invoices for October 2026…' }));
    expect(await panel.findByText('Choose this month or an earlier one')).toBeInTheDocument();
    expect(changes(seen)).toEqual([]);
  });

  it('shows the refusal and the new preview when what would be issued changed since the look', async () => {
    let current = preview;
    const seen = answerFetch(
      byRoute([
        previewRoute(() => json(current)),
        {
          method: 'POST',
          path: '/api/admin/invoices/issue',
          reply: () => {
            current = {
              ...preview,
              count: 4,
              totalCents: 332525,
              invoices: [
                ...preview.invoices,
                {
                  ...preview.invoices[2]!,
                  customer: { id: 24, name: 'Eve Fox', companyName: null },
                  visits: 1,
                  amountCents: 7525,
                  description: 'Cleaning visit completed in October 2026',
                },
              ],
              digest: 'b'.repeat(64),
            };
            return problem(
              409,
              'What would be issued for October 2026 changed since the preview (now 4 invoices, $3,325.25). Nothing was issued: look at the new preview.',
            );
          },
        },
        listRoute(() => []),
        people,
      ]),
    );
    const app = renderScreen(<InvoicesPage />);
    const panel = within(await screen.findByRole('region', { name: 'Issue a month’s invoices' }));
    await app.user.click(panel.getByRole('button', { name: 'Issue invoices for October 2026…' }));
    await app.user.click(await panel.findByRole('button', { name: 'Issue 3 invoices ($3,250.00)' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('changed since the preview (now 4 invoices, $3,325.25)');
    expect(await panel.findByRole('button', { name: 'Issue 4 invoices ($3,325.25)' })).toBeInTheDocument();
    expect(within(panel.getByRole('table', { name: 'Invoices to issue for October 2026' })).getByText('Eve Fox')).toBeInTheDocument();
    expect(changes(seen)).toHaveLength(1);
  });
});

describe('Invoices: the list', () => {
  it('lists invoices with their status (overdue included), filters by status, customer and month, sorts by amount', async () => {
    const seen = answerFetch(byRoute([listRoute(() => [pending, overdue, paid]), people]));
    const app = renderScreen(<InvoicesPage />);
    const table = within(await screen.findByRole('table'));
    const numbers = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(numbers()).toEqual(['INV-2026-0001', 'INV-2026-0000', 'INV-2025-0099']);
    expect(table.getByText('Overdue')).toBeInTheDocument();
    // A paid invoice has its PDF and nothing else to do.
    const paidRow = within(table.getAllByRole('row')[3]!);
    expect(paidRow.getByRole('button', { name: 'PDF of INV-2025-0099' })).toBeInTheDocument();
    expect(paidRow.queryByRole('button', { name: /Mark paid/ })).toBeNull();

    await app.user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    expect(numbers()).toEqual(['INV-2026-0000', 'INV-2026-0001', 'INV-2025-0099']);

    const filters = within(screen.getByRole('search', { name: 'Filter invoices' }));
    await app.user.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await app.user.selectOptions(filters.getByRole('combobox', { name: 'Customer' }), 'Birch Law (Bo Birch)');
    await app.user.selectOptions(filters.getByRole('combobox', { name: 'Month billed' }), 'September 2026');
    await waitFor(() =>
      expect(queryOf(lists(seen).at(-1)!)).toEqual({ status: 'overdue', customerId: '22', month: '2026-09', limit: '100' }),
    );
  });

  it('loads older invoices on request', async () => {
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/invoices',
          reply: (request) =>
            json(queryOf(request)['before'] ? { invoices: [paid], nextBefore: null } : { invoices: [pending], nextBefore: 41 }),
        },
        people,
      ]),
    );
    const app = renderScreen(<InvoicesPage />);
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByText('INV-2025-0099')).not.toHaveLength(0);
    expect(queryOf(lists(seen).at(-1)!)).toMatchObject({ before: '41' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks an invoice paid with the day and reference', async () => {
    let current = pending;
    const seen = answerFetch(
      byRoute([
        {
          method: 'POST',
          path: '/api/admin/invoices/41/mark-paid',
          reply: () => {
            current = { ...pending, status: 'paid', paidAt: '2026-11-24T06:00:00.000Z', paymentReference: 'Check 1182' };
            return json(current);
          },
        },
        listRoute(() => [current]),
        people,
      ]),
    );
    const app = renderScreen(<InvoicesPage />);
    const table = within(await screen.findByRole('table'));
    await app.user.click(table.getByRole('button', { name: 'Mark paid INV-2026-0001' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText(/Paid on/)).toHaveValue('2026-11-25');
    await app.user.clear(dialog.getByLabelText(/Paid on/));
    await app.user.type(dialog.getByLabelText(/Paid on/), '2026-11-24');
    await app.user.type(dialog.getByRole('textbox', { name: /Payment reference/ }), 'Check 1182');
    await app.user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('INV-2026-0001 is marked paid.')).toBeInTheDocument();
    expect(changes(seen)[0]!.body).toEqual({ paidOn: '2026-11-24', reference: 'Check 1182' });
    await waitFor(() => expect(table.getByText('Paid')).toBeInTheDocument());
  });

  it('voids only with a reason', async () => {
    const seen = answerFetch(
      byRoute([
        { method: 'POST', path: '/api/admin/invoices/41/void', reply: json({ ...pending, status: 'void' }) },
        listRoute(() => [pending]),
        people,
      ]),
    );
    const app = renderScreen(<InvoicesPage />);
    const table = within(await screen.findByRole('table'));
    await app.user.click(table.getByRole('button', { name: 'Void INV-2026-0001' }));
    const dialog = within(screen.getByRole('alertdialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Void invoice' }));
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Say why the invoice is void');
    expect(changes(seen)).toEqual([]);
    await app.user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Billed the wrong site');
    await app.user.click(dialog.getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('INV-2026-0001 is void.')).toBeInTheDocument();
    expect(changes(seen)[0]!.body).toEqual({ reason: 'Billed the wrong site' });
  });

  it('downloads the PDF with the admin’s token', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    localStorage.setItem('adminToken', 'admin-token');
    const seen = answerFetch(
      byRoute([
        { path: '/api/admin/invoices/41/pdf', reply: new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }) },
        listRoute(() => [pending]),
        people,
      ]),
    );
    const app = renderScreen(<InvoicesPage />);
    const table = within(await screen.findByRole('table'));
    await app.user.click(table.getByRole('button', { name: 'PDF of INV-2026-0001' }));
    await waitFor(() => expect(seen.some((r) => r.url === '/api/admin/invoices/41/pdf')).toBe(true));
    expect(seen.find((r) => r.url === '/api/admin/invoices/41/pdf')!.headers.get('authorization')).toBe('Bearer admin-token');
    localStorage.removeItem('adminToken');
  });
});

describe('An invoice', () => {
  it('shows its lines, payment and history', async () => {
    answerFetch(
      byRoute([
        {
          path: '/api/admin/invoices/41',
          reply: json(invoiceDetail({ status: 'paid', paidAt: '2026-11-24T15:00:00.000Z', paymentReference: 'Check 1182' })),
        },
        {
          path: '/api/admin/audit',
          reply: json([
            auditEvent({
              entity: 'invoice',
              entityId: '41',
              action: 'mark-paid',
              before: { status: 'pending' },
              after: { status: 'paid' },
            }),
          ]),
        },
      ]),
    );
    renderScreen(<InvoicePage params={{ id: '41' }} />, { path: '/admin/invoices/41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('Reference: Check 1182')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoice lines' })).getAllByText('$1,450.00')).toHaveLength(3);
    expect(
      await within(screen.getByRole('region', { name: 'History of this invoice' })).findByText('Marked paid', { exact: false }),
    ).toBeInTheDocument();
  });
});
