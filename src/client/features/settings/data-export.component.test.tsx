import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answerFetch, problem, renderScreen } from '#tests/support/component-render.tsx';
import { DataExport } from './data-export.tsx';

const CSV = 'Customer ID,Company\r\n7,Northwind\r\n';

/** The files handed to the browser: the link's name and the blob's text, as each click saw them. */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  let made = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:export-${++made}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: vi.fn(),
  });
  const saved: { name: string; blob: Blob }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Settings: data export', () => {
  it('offers the five files, each with what it holds', () => {
    answerFetch(problem(500, 'not called'));
    renderScreen(<DataExport />);
    for (const [title, file] of [
      ['Customers', 'customers.csv'],
      ['Leads', 'leads.csv'],
      ['Bookings', 'bookings.csv'],
      ['Invoices', 'invoices.csv'],
      ['Time entries', 'time-entries.csv'],
    ]) {
      expect(screen.getByRole('heading', { name: title! })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Download ${file}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Numbers, dates, who was billed, amounts and payments.')).toBeInTheDocument();
  });

  it('downloads a file from the server under its name, showing only that button as pending', async () => {
    const saved = catchDownloads();
    let answer: (res: Response) => void = () => {};
    const seen = answerFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    );
    const { user } = renderScreen(<DataExport />);
    await user.click(screen.getByRole('button', { name: 'Download customers.csv' }));

    const pending = await screen.findByRole('button', { name: 'Preparing customers.csv…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Download leads.csv' })).not.toHaveAttribute('aria-disabled');
    // A second click while it is pending asks nothing more.
    await user.click(pending);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/admin/export/customers.csv']);

    answer(
      new Response(CSV, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="customers-2026-11-24.csv"' },
      }),
    );
    expect(await screen.findByText('customers-2026-11-24.csv')).toBeInTheDocument();
    expect(screen.getByText('Customers downloaded')).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['customers-2026-11-24.csv']);
    expect(await saved[0]!.blob.text()).toBe(CSV);
    expect(await screen.findByRole('button', { name: 'Download customers.csv' })).not.toHaveAttribute('aria-disabled');
  });

  it('says so in a toast when the server refuses, and saves nothing', async () => {
    const saved = catchDownloads();
    answerFetch(problem(503, 'The database is not answering.'));
    const { user } = renderScreen(<DataExport />);
    await user.click(screen.getByRole('button', { name: 'Download invoices.csv' }));
    expect(await screen.findByText('Invoices could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download invoices.csv' })).not.toHaveAttribute('aria-disabled'));
  });
});
