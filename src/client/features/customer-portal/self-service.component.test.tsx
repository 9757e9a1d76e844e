import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerVisitChanges, ServiceRequestOptions } from '#shared/contracts/self-service.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { byPath, NOW, visit } from '#tests/fixtures/customer-portal.ts';
import { ExtraWorkSection } from './extra-work.tsx';
import { ServicesTab } from './services-tab.tsx';

// Issue 35 (decision 0049): the Services tab asks for extra work with the engine's estimate, and skips
// a visit that is still past the cut-off. The clock is Tuesday Nov 24, 2026, noon in Minnesota.

const options: ServiceRequestOptions = {
  services: ['Carpet Cleaning', 'Window Cleaning', 'Other work'],
  sites: [{ id: 7, name: 'Acme Dental', address: '7001 France Ave S, Edina, MN 55435', estimates: { 'Carpet Cleaning': 161_000 } }],
};
const rules: CustomerVisitChanges = { cutoffHours: 24, skippedVisitsCredited: false, closures: [], changes: [] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('customer portal: extra work', () => {
  it('shows the estimate of the chosen service at the site, or "to be quoted", and sends the request', async () => {
    const seen = answerFetch(
      byPath({
        'GET /api/customer/service-requests/options': json(options),
        'GET /api/customer/service-requests': json([]),
        'POST /api/customer/service-requests': json(
          {
            id: 1,
            service: 'Carpet Cleaning',
            site: options.sites[0],
            windowFrom: '2026-12-01',
            windowTo: '2026-12-04',
            notes: '',
            estimateCents: 161_000,
            status: 'requested',
            priceCents: null,
            bookingId: null,
            visitStart: null,
            declineReason: null,
            createdAt: NOW.toISOString(),
            decidedAt: null,
          },
          201,
        ),
      }),
    );
    renderScreen(<ExtraWorkSection />);
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Request extra work' });
    await waitFor(() => expect(open).toBeEnabled());
    fireEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Request extra work' }));
    const service = dialog.getByLabelText(/^Service/);
    fireEvent.change(service, { target: { value: 'Other work' } });
    expect(await dialog.findByText('To be quoted: we will send you a price.')).toBeInTheDocument();
    fireEvent.change(service, { target: { value: 'Carpet Cleaning' } });
    expect(await dialog.findByText('Estimated $1,610.00 a visit, before we confirm the price.')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^From/), { target: { value: '2026-12-01' } });
    fireEvent.change(dialog.getByLabelText(/^To/), { target: { value: '2026-12-04' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      service: 'Carpet Cleaning',
      siteId: 7,
      windowFrom: '2026-12-01',
      windowTo: '2026-12-04',
      notes: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('customer portal: skipping a visit', () => {
  const soon = visit({ id: 3, scheduledDate: '2026-11-26T00:00:00Z' }); // Tomorrow 6 PM: 30 hours ahead
  const tonight = visit({ id: 4, scheduledDate: '2026-11-24T23:00:00Z' }); // 5 PM today: inside the cut-off

  it('offers Skip or move only past the cut-off, and shows the server’s refusal in the dialog', async () => {
    const seen = answerFetch(
      byPath({
        'GET /api/customer/bookings': json([tonight, soon]),
        'GET /api/customer/problems': json([]),
        'GET /api/customer/visit-changes': json(rules),
        'POST /api/customer/bookings/3/skip': problem(
          409,
          'Visits can be changed online up to 24 hours before they start. Please call us.',
        ),
      }),
    );
    renderScreen(<ServicesTab now={NOW} />);
    const upcoming = within(await screen.findByRole('list', { name: 'Upcoming visits' }));
    const buttons = await upcoming.findAllByRole('button', { name: /^Skip or move/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('li')).toHaveTextContent('Wed, Nov 25');
    fireEvent.click(buttons[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Skip or move this visit' }));
    expect(dialog.getByText('No crew comes. Your monthly price stays the same.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Skip this visit' }));
    expect(await dialog.findByText('Visits can be changed online up to 24 hours before they start. Please call us.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/customer/bookings/3/skip']);
  });
});
