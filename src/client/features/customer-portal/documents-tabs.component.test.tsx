import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { analytics, byPath, invoice, months, reports } from '#tests/fixtures/customer-portal.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { BillingTab } from './billing-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';

const invoices = [
  invoice({ id: 2, invoiceNumber: 'INV-2026-0002', issueDate: '2026-10-01', dueDate: '2026-10-31', amount: 1450, status: 'overdue' }),
  invoice({ id: 3, invoiceNumber: 'INV-2026-0003', issueDate: '2026-11-01', amount: 1450, status: 'pending' }),
  invoice({ id: 1, invoiceNumber: 'INV-2026-0001', issueDate: '2026-09-01', amount: 1300, status: 'paid' }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer portal: Billing', () => {
  it('shows the balance (pending + overdue) and every invoice, newest first, overdue marked in words', async () => {
    answerFetch(byPath({ 'GET /api/customer/invoices': json(invoices) }));
    renderScreen(<BillingTab />);
    const balance = within(await screen.findByRole('region', { name: 'Outstanding balance' }));
    expect(balance.getByText('$2,900.00')).toBeInTheDocument();
    expect(balance.getByText(/One invoice is past the due date/)).toHaveTextContent(
      'One invoice is past the due date. Questions about a bill? Call us at (612) 555-0142.',
    );

    const table = within(screen.getByRole('table', { name: 'Invoices' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['INV-2026-0003Office cleaning, October 2026', 'Nov 1, 2026', 'Dec 1, 2026', '$1,450.00', 'Pending', 'PDF of invoice INV-2026-0003'],
      [
        'INV-2026-0002Office cleaning, October 2026',
        'Oct 1, 2026',
        'Oct 31, 2026 (past due)',
        '$1,450.00',
        'Overdue',
        'PDF of invoice INV-2026-0002',
      ],
      ['INV-2026-0001Office cleaning, October 2026', 'Sep 1, 2026', 'Dec 1, 2026', '$1,300.00', 'Paid', 'PDF of invoice INV-2026-0001'],
    ]);
    // Phones get the same invoices as cards.
    expect(within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('downloads a PDF through the API client, and says so when it cannot', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const seen = answerFetch(
      byPath({
        'GET /api/customer/invoices': json(invoices),
        'GET /api/customer/invoices/3/pdf': new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Invoice-INV-2026-0003.pdf"' },
        }),
        'GET /api/customer/invoices/2/pdf': problem(404, 'Invoice not found'),
      }),
    );
    const app = renderScreen(<BillingTab />);
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    await app.user.click(table.getByRole('button', { name: 'PDF of invoice INV-2026-0003' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(seen.map((r) => r.url)).toContain('/api/customer/invoices/3/pdf');

    await app.user.click(table.getByRole('button', { name: 'PDF of invoice INV-2026-0002' }));
    expect(await screen.findByText('PDF Not Downloaded')).toBeInTheDocument();
    expect(screen.getByText('Invoice not found')).toBeInTheDocument();
  });

  it('says what will appear before the first invoice', async () => {
    answerFetch(byPath({ 'GET /api/customer/invoices': json([]) }));
    renderScreen(<BillingTab />);
    expect(await screen.findByText('No invoices yet. Each invoice shows here once we issue it, with its PDF.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outstanding balance' })).getAllByText('$0.00')).toHaveLength(2);
  });
});

describe('customer portal: Analytics', () => {
  it('shows visits per month as bars with their numbers, hours on site per visit and the average rating given', async () => {
    answerFetch(
      byPath({
        'GET /api/customer/analytics': json(
          analytics({
            months: months([0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 2, 0]),
            visitsCompleted: 7,
            workedMinutes: 1530,
            ratingsGiven: 2,
            averageRating: 4.5,
            visits: [
              {
                bookingId: 8,
                date: '2026-11-17',
                serviceType: 'Office Building cleaning',
                scheduledDate: '2026-11-18T00:00:00Z',
                completedAt: '2026-11-18T02:30:00Z',
                workedMinutes: 300,
                hoursOnSite: 5,
                crewSize: 2,
                rating: 5,
              },
              {
                bookingId: 7,
                date: '2026-11-10',
                serviceType: 'Office Building cleaning',
                scheduledDate: '2026-11-11T00:00:00Z',
                completedAt: null,
                workedMinutes: 0,
                hoursOnSite: null,
                crewSize: 0,
                rating: null,
              },
            ],
          }),
        ),
      }),
    );
    renderScreen(<AnalyticsTab />);
    await screen.findByRole('region', { name: 'Visits per month' });
    const figures = within(screen.getByRole('region', { name: 'Your last 12 months' }));
    expect(figures.getByText('7')).toBeInTheDocument();
    expect(figures.getByText('25.5 hours')).toBeInTheDocument();
    expect(figures.getByText('4.5 of 5')).toBeInTheDocument();
    expect(figures.getByText('Average rating you gave (2 ratings)')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: /Completed visits in each of the last 12 months/ });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.slice(8, 11).map((row) => row.textContent)).toEqual(['Sep 20261', 'Oct 20264', 'Nov 20262']);

    const history = within(screen.getByRole('table', { name: 'Hours on site per visit' }));
    const cells = history
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Nov 17, 2026Office Building cleaning', '2 people', '5 hours', ''],
      ['Nov 10, 2026Office Building cleaning', '—', 'Not recorded', 'Not rated'],
    ]);
    expect(history.getByRole('img', { name: '5 of 5 stars (Excellent)' })).toBeInTheDocument();
  });

  it('says what will appear before the first completed visit', async () => {
    answerFetch(byPath({ 'GET /api/customer/analytics': json(analytics({ months: months(Array(12).fill(0)) })) }));
    renderScreen(<AnalyticsTab />);
    expect(await screen.findByText(/No completed visits in these months yet/)).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    answerFetch(problem(500, 'Something went wrong. Reference req-2.'), json(analytics()));
    const app = renderScreen(<AnalyticsTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your analytics could not be loaded');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Visits per month' })).toBeInTheDocument();
  });
});

describe('customer portal: Reports', () => {
  it('lists invoice PDFs and the agreements accepted online with their fingerprint, and downloads the signed copy', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agreement');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const seen = answerFetch(
      byPath({
        'GET /api/customer/reports': json(
          reports({
            invoices: invoices.map((i) => ({ ...i, pdfUrl: `/api/customer/invoices/${i.id}/pdf` })),
            agreements: [
              {
                reference: 'TP-2026-0042',
                acceptedAt: '2026-11-02T15:05:00Z',
                signerName: 'Mara Holm',
                signerTitle: 'Office Manager',
                facilityType: 'office',
                frequency: 'Weekly',
                monthlyPrice: 1216,
                agreementSha256: 'b'.repeat(64),
                pdfUrl: '/api/quote-acceptances/t0k3n/agreement.pdf',
              },
            ],
          }),
        ),
        'GET /api/quote-acceptances/t0k3n/agreement.pdf': new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      }),
    );
    const app = renderScreen(<ReportsTab />);
    const pdfs = within(await screen.findByRole('table', { name: 'Invoice PDFs' }));
    expect(pdfs.getAllByRole('button', { name: /^PDF of invoice/ })).toHaveLength(3);

    const agreements = within(screen.getByRole('list', { name: 'Accepted agreements' }));
    expect(agreements.getByRole('heading', { name: 'Service agreement, quote TP-2026-0042' })).toBeInTheDocument();
    expect(agreements.getByText('Nov 2, 2026, 9:05:00 AM CST by Mara Holm, Office Manager')).toBeInTheDocument();
    expect(agreements.getByText(/Office Building, Weekly · \$1,216.00 a month/)).toBeInTheDocument();
    expect(agreements.getByText('b'.repeat(64))).toBeInTheDocument();
    await app.user.click(agreements.getByRole('button', { name: 'Signed agreement PDF for quote TP-2026-0042' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(seen.map((r) => r.url)).toContain('/api/quote-acceptances/t0k3n/agreement.pdf');
  });

  it('names an agreement’s frequency in words, never its code (issue 30: "Daily-5" in the customer’s Reports)', async () => {
    const agreement = {
      acceptedAt: '2026-11-02T15:05:00Z',
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      facilityType: 'medical',
      agreementSha256: 'c'.repeat(64),
      pdfUrl: '/api/quote-acceptances/t0k3n/agreement.pdf',
    };
    answerFetch(
      byPath({
        'GET /api/customer/reports': json(
          reports({
            agreements: [
              { ...agreement, reference: 'TP-2026-0050', frequency: 'Daily-5', monthlyPrice: 2073 },
              { ...agreement, reference: 'TP-2026-0051', frequency: '3x-Weekly', monthlyPrice: 1368 },
            ],
          }),
        ),
      }),
    );
    renderScreen(<ReportsTab />);
    const agreements = within(await screen.findByRole('list', { name: 'Accepted agreements' }));
    expect(agreements.getByText(/Medical Facility, Daily \(5 days a week\) · \$2,073\.00 a month/)).toBeInTheDocument();
    expect(agreements.getByText(/Medical Facility, 3 times a week · \$1,368\.00 a month/)).toBeInTheDocument();
    expect(agreements.queryByText(/Daily-5|3x-Weekly/)).toBeNull();
  });

  it('says what will appear when there are no documents yet', async () => {
    answerFetch(byPath({ 'GET /api/customer/reports': json(reports()) }));
    renderScreen(<ReportsTab />);
    expect(await screen.findByText(/No invoices yet. Each invoice's PDF is kept here/)).toBeInTheDocument();
    expect(screen.getByText(/No agreements accepted online/)).toBeInTheDocument();
  });
});
