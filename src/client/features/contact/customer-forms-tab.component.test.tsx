import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage, FormLead, FormStats } from '#shared/contracts/contact.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { CustomerFormsTab } from './customer-forms-tab.tsx';

const lead = (n: number, overrides: Partial<FormLead> = {}): FormLead => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `TP-2026-000${n}`,
  source: 'calculator',
  companyName: `Company ${n}`,
  firstName: 'Ada',
  lastName: `Lind${n}`,
  email: `ada${n}@example.test`,
  phone: '(612) 555-0199',
  facilityType: 'office',
  facilitySize: 4000,
  message: '',
  estimatedPrice: 1450,
  createdAt: '2026-11-18T16:00:00.000Z',
  hasQuote: true,
  ...overrides,
});
const contact = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: n,
  name: `Person ${n}`,
  email: `p${n}@example.test`,
  phone: '651-555-0102',
  company: null,
  topic: 'other',
  message: `Message number ${n}`,
  leadId: null,
  leadReference: null,
  createdAt: '2026-11-18T15:00:00.000Z',
  ...overrides,
});

const stats: FormStats = {
  totalLeads: 14,
  totalContacts: 5,
  recentLeads: [
    lead(1),
    lead(2, { source: 'window-quote', hasQuote: false, estimatedPrice: 0, facilitySize: null, message: 'South side' }),
    lead(3),
  ],
  recentContacts: [contact(1), contact(2), contact(3)],
};
const empty: FormStats = { totalLeads: 0, totalContacts: 0, recentLeads: [], recentContacts: [] };

/** Answers by path: the stats, pages of the lists, and the test calls. */
function route(handlers: Record<string, (r: SeenRequest) => Response | Error>) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[path];
    return handler ? handler(request) : new Response('{}', { status: 404 });
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Customer Forms tab', () => {
  it('shows both counts and the newest three cards of each; a card opens its details with Call, Reply and copy', async () => {
    const seen = answerFetch(route({ '/api/admin/forms/stats': () => json(stats) }));
    const { user } = renderScreen(<CustomerFormsTab />);
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    expect(await screen.findByRole('heading', { name: 'Quote Requests 14' })).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Customer Forms' });
    expect(within(requests).getByRole('heading', { name: 'Contact Messages 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open quote request/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Open contact message/ })).toHaveLength(3);
    expect(seen.map((r) => r.url)).toEqual(['/api/admin/forms/stats']);

    await user.click(screen.getByRole('button', { name: 'Open quote request TP-2026-0001 from Company 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company 1' });
    expect(within(dialog).getByText('4,000 sq ft')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:ada1@example.test?subject=Re%3A%20your%20request%20TP-2026-0001',
    );
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:6125550199');
    expect(within(dialog).getByRole('button', { name: 'Send Quote' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Copy email' }));
    expect(writeText).toHaveBeenCalledWith('ada1@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Copy phone' }));
    expect(writeText).toHaveBeenLastCalledWith('(612) 555-0199');
    expect(await screen.findByText('Phone copied')).toBeInTheDocument();
  });

  it('polls the stats every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const seen = answerFetch(route({ '/api/admin/forms/stats': () => json(stats) }));
      renderScreen(<CustomerFormsTab />);
      await screen.findByRole('heading', { name: 'Quote Requests 14' });
      await vi.advanceTimersByTimeAsync(29_000);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(seen).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('Send Quote is disabled for a request without a price', async () => {
    answerFetch(route({ '/api/admin/forms/stats': () => json(stats) }));
    const { user } = renderScreen(<CustomerFormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Open quote request TP-2026-0002 from Company 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company 2' });
    expect(within(dialog).getByRole('button', { name: 'Send Quote' })).toBeDisabled();
    expect(within(dialog).getByText('South side')).toBeInTheDocument();
  });

  it('says so when there are no forms yet', async () => {
    answerFetch(route({ '/api/admin/forms/stats': () => json(empty) }));
    renderScreen(<CustomerFormsTab />);
    expect(await screen.findByText('No quote requests yet')).toBeInTheDocument();
    expect(screen.getByText('No contact messages yet')).toBeInTheDocument();
  });

  it('shows the failure with Try again when the stats cannot be loaded', async () => {
    answerFetch(route({ '/api/admin/forms/stats': () => problem(500, 'Something broke') }));
    renderScreen(<CustomerFormsTab />);
    expect(await screen.findByText('The form submissions could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('View All pages through the list', async () => {
    const seen = answerFetch(
      route({
        '/api/admin/forms/stats': () => json(stats),
        '/api/admin/forms/contacts': (r) =>
          json({
            total: 25,
            items: new URL(r.url, 'http://localhost').searchParams.get('offset') === '0' ? [contact(1), contact(2)] : [contact(9)],
          }),
      }),
    );
    const { user } = renderScreen(<CustomerFormsTab />);
    await user.click(await screen.findByRole('button', { name: 'View all contact messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'All contact messages' });
    expect(await within(dialog).findByText('Showing 1–20 of 25')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Person 9')).toBeInTheDocument();
    expect(seen.map((r) => r.url).filter((u) => u.includes('contacts'))).toEqual([
      '/api/admin/forms/contacts?limit=20&offset=0',
      '/api/admin/forms/contacts?limit=20&offset=20',
    ]);
  });

  it('exports every page of both lists as one CSV', async () => {
    const leads = Array.from({ length: 500 }, (_, i) => lead(1, { id: `id-${i}`, companyName: `Co ${i}` }));
    const seen = answerFetch(
      route({
        '/api/admin/forms/stats': () => json(stats),
        '/api/admin/forms/leads': (r) =>
          json({ total: 501, items: new URL(r.url, 'http://localhost').searchParams.get('offset') === '0' ? leads : [lead(2)] }),
        '/api/admin/forms/contacts': () => json({ total: 1, items: [contact(1, { company: 'Acme, Inc.' })] }),
      }),
    );
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderScreen(<CustomerFormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Export Forms as CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const text = await blob!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Type,Company,Name,Email,Phone,FacilityType,FacilitySize,Message');
    expect(lines).toHaveLength(1 + 501 + 1 + 1);
    expect(lines[502]).toBe('Contact,"Acme, Inc.",Person 1,p1@example.test,651-555-0102,,,Message number 1');
    expect(seen.map((r) => r.url).filter((u) => u.includes('/forms/leads'))).toEqual([
      '/api/admin/forms/leads?limit=500&offset=0',
      '/api/admin/forms/leads?limit=500&offset=500',
    ]);
  });

  it("an export that fails says the spec's words", async () => {
    answerFetch(
      route({
        '/api/admin/forms/stats': () => json(stats),
        '/api/admin/forms/leads': () => problem(500, 'boom'),
        '/api/admin/forms/contacts': () => json({ total: 0, items: [] }),
      }),
    );
    const { user } = renderScreen(<CustomerFormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Export Forms as CSV' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to export forms data')).toBeInTheDocument();
  });

  it("the test buttons post the type and show the server's message, or the failure", async () => {
    const seen = answerFetch(
      route({
        '/api/admin/forms/stats': () => json(stats),
        '/api/admin/test-sms': () => json({ sent: false, message: 'SMS is not configured: set TWILIO_ACCOUNT_SID' }),
        '/api/admin/test-telegram': () => problem(502, 'Telegram refused: chat not found'),
      }),
    );
    const { user } = renderScreen(<CustomerFormsTab />);
    await screen.findByRole('heading', { name: 'Quote Requests 14' });
    await user.click(screen.getByRole('button', { name: 'Test SMS for a lead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send test SMS message: SMS is not configured: set TWILIO_ACCOUNT_SID',
    );
    const post = seen.find((r) => r.url === '/api/admin/test-sms')!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ type: 'lead' });
    await user.click(screen.getByRole('button', { name: 'Test Telegram for a contact message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send test Telegram message: Telegram refused: chat not found'),
    );
    expect(seen.find((r) => r.url === '/api/admin/test-telegram')!.body).toEqual({ type: 'contact' });
  });
});
