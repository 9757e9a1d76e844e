import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { booking } from '#tests/fixtures/operations.ts';
import { byRoute } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen, testSite } from '#tests/support/component-render.tsx';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { BookingList } from '../../features/operations/bookings/booking-list.tsx';
import { Page as BookingDetailPage } from './booking-detail-page.tsx';

/**
 * Decision 0041: a walk-through booked on /scheduling is a free sales appointment the estimator (an
 * admin) meets, not a paid cleaning visit. The visit's page and the bookings list say so; a held one
 * is confirmed here after a call, the only way while the site sends no e-mail.
 */
const walkThrough = (fields: Partial<AdminBooking> = {}) =>
  booking({
    id: 37,
    source: 'scheduling',
    servicePlanId: null,
    planOccurrence: null,
    customer: null,
    siteId: null,
    clientName: 'Noor Haddad',
    clientEmail: 'noor@lakeview.example',
    clientPhone: '(612) 555-0142',
    serviceType: 'Medical Facility Cleaning',
    durationMinutes: 60,
    duration: 1,
    assignedTeam: [],
    crew: [],
    ...fields,
  });
const noEmail = { ...testSite, capabilities: { emailDelivery: false } };

function renderWalkThrough(current: () => AdminBooking, site = testSite) {
  const seen = answerFetch(
    byRoute([
      {
        method: 'POST',
        path: '/api/admin/bookings/37/confirm',
        reply: () =>
          json({
            reference: 'TP-2026-0048',
            bookingId: 37,
            start: '',
            end: '',
            message: 'Your appointment is confirmed',
            calendarFile: '',
          }),
      },
      { path: '/api/admin/bookings/37', reply: () => json(current()) },
      { path: '/api/admin/audit', reply: json([]) },
    ]),
  );
  return { seen, app: renderScreen(<BookingDetailPage params={{ id: '37' }} />, { path: '/admin/bookings/37', site }) };
}

describe('A walk-through on its page', () => {
  it('is titled a walk-through, free, met by the estimator: no crew to assign, no plan month', async () => {
    renderWalkThrough(() => walkThrough());
    expect(await screen.findByRole('heading', { level: 1, name: 'Walk-through #37: Medical Facility Cleaning' })).toBeInTheDocument();
    expect(screen.getByText('Walk-through for Medical Facility Cleaning')).toBeInTheDocument();
    expect(screen.getByText('Free: a sales appointment, never invoiced')).toBeInTheDocument();
    expect(screen.queryByText('Billed with the plan’s month')).toBeNull();
    expect(screen.queryByText(/^Visit #/)).toBeNull();
    const estimator = screen.getByRole('region', { name: 'Estimator' });
    expect(estimator).toHaveTextContent('an admin meets the visitor');
    expect(estimator).toHaveTextContent('It takes no crew and no pay, is never invoiced and counts in no crew figures.');
    expect(screen.queryByRole('region', { name: 'Crew' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign crew' })).toBeNull();
    expect(screen.queryByText('Nobody is assigned to this visit yet.')).toBeNull();
    // Confirmed already: nothing to confirm.
    expect(screen.queryByRole('button', { name: 'Confirm after calling' })).toBeNull();
  });

  it('held while the site sends no e-mail: says to call, and confirms after the call', async () => {
    let current = walkThrough({ status: 'pending', heldUntil: '2026-11-25T15:00:00.000Z' });
    const { seen, app } = renderWalkThrough(() => current, noEmail);
    await screen.findByRole('heading', { level: 1, name: 'Walk-through #37: Medical Facility Cleaning' });
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    const estimator = screen.getByRole('region', { name: 'Estimator' });
    expect(estimator).toHaveTextContent(
      'E-mail is not set up, so no link reached the visitor: call them at (612) 555-0142 and confirm it. The time is held until the visit starts.',
    );
    await app.user.click(within(estimator).getByRole('button', { name: 'Confirm after calling' }));
    const ask = screen.getByRole('alertdialog', { name: 'Confirm this walk-through?' });
    current = walkThrough({ status: 'confirmed', heldUntil: '2026-11-25T15:00:00.000Z' });
    await app.user.click(within(ask).getByRole('button', { name: 'Confirm walk-through' }));
    expect(await screen.findByText('Lead TP-2026-0048 is in the CRM.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/bookings/37/confirm']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm after calling' })).toBeNull());
  });

  it('held while e-mail works: the visitor was sent the link; the admin may still confirm', async () => {
    renderWalkThrough(() => walkThrough({ status: 'pending', heldUntil: '2026-11-24T15:30:00.000Z' }));
    const estimator = await screen.findByRole('region', { name: 'Estimator' });
    expect(estimator).toHaveTextContent('The visitor was e-mailed a link to confirm it by');
    expect(within(estimator).getByRole('button', { name: 'Confirm after calling' })).toBeInTheDocument();
  });
});

describe('A walk-through in the bookings list', () => {
  it('is labelled a free sales appointment met by the estimator, never an amber "Unassigned"', () => {
    renderScreen(
      <BookingList
        bookings={[walkThrough(), booking({ id: 102, crew: [], assignedTeam: [] })]}
        sort={{ key: 'when', direction: 'ascending' }}
        onSort={() => undefined}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Walk-through for Medical Facility Cleaning');
    expect(rows[0]).toHaveTextContent('Sales appointment, free');
    expect(rows[0]).toHaveTextContent('Estimator (an admin)');
    expect(rows[0]).not.toHaveTextContent('Unassigned');
    // A cleaning visit without a crew still says so, in amber.
    expect(within(rows[1]!).getByText('Unassigned')).toHaveClass('text-amber-800');
  });
});
