import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ana, auditEvent, ben, booking, retired } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { Page as BookingDetailPage } from './booking-detail-page.tsx';

const visit = booking({ notes: 'Side door code 4411' });
const history = [
  auditEvent({ actorUser: null, actor: 'plan-generator', after: { status: 'confirmed', crew: [11] } }),
  auditEvent({
    id: 901,
    occurredAt: '2026-11-20T16:30:00.000Z',
    action: 'update',
    before: { status: 'confirmed', notes: '', crew: [11] },
    after: { status: 'confirmed', notes: 'Side door code 4411', crew: [11] },
  }),
];

function routes(current: () => AdminBooking, extra: Parameters<typeof byRoute>[0] = []) {
  return byRoute([
    ...extra,
    { path: '/api/admin/bookings/101', reply: () => json(current()) },
    { path: '/api/admin/audit', reply: json(history) },
    { path: '/api/users', reply: json([ana, ben, retired]) },
  ]);
}

const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

function renderVisit(id = '101') {
  return renderScreen(<BookingDetailPage params={{ id }} />, { path: `/admin/bookings/${id}` });
}

describe('A visit', () => {
  it('shows when, where and for whom, its crew, and its history with what each change did', async () => {
    const seen = answerFetch(routes(() => visit));
    renderVisit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit #101: Office Building cleaning' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tue, Nov 24, 2026, 6:00 PM – 8:00 PM' })).toBeInTheDocument();
    expect(screen.getByText('Acme Dental (Dana Reyes)')).toBeInTheDocument();
    expect(screen.getByText('Billed with the plan’s month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service plan #5' })).toHaveAttribute('href', '/admin/service-plans/5');
    expect(within(screen.getByRole('list', { name: 'Assigned crew' })).getByText('Ana Ruiz')).toBeInTheDocument();

    const trail = screen.getByRole('region', { name: 'History of this visit' });
    expect(await within(trail).findByText('System (plan-generator)', { exact: false })).toBeInTheDocument();
    expect(within(trail).getByText('Changed', { exact: false })).toBeInTheDocument();
    expect(within(trail).getAllByText('Side door code 4411')).toHaveLength(1);
    expect(queryOf(seen.find((r) => r.url.startsWith('/api/admin/audit'))!)).toEqual({ entity: 'booking', entityId: '101' });
  });

  it('cancels only with a reason, which it sends', async () => {
    let current = visit;
    const seen = answerFetch(
      routes(
        () => current,
        [
          {
            method: 'POST',
            path: '/api/admin/bookings/101/cancel',
            reply: () => {
              current = { ...visit, status: 'cancelled', cancelledAt: '2026-11-21T15:00:00.000Z', cancelReason: 'Office closed' };
              return json(current);
            },
          },
        ],
      ),
    );
    const app = renderVisit();
    await app.user.click(await screen.findByRole('button', { name: 'Cancel visit' }));
    const dialog = within(screen.getByRole('alertdialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel visit' }));
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Say why the visit is cancelled, up to 500 characters',
    );
    expect(posts(seen)).toEqual([]);

    await app.user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Office closed ');
    await app.user.click(dialog.getByRole('button', { name: 'Cancel visit' }));
    expect(await screen.findByText('Tue, Nov 24, 6:00 PM – 8:00 PM is cancelled.')).toBeInTheDocument();
    expect(posts(seen)[0]!.body).toEqual({ reason: 'Office closed' });
    expect(await screen.findByText('Reason: Office closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit notes' })).toBeInTheDocument();
  });

  it('says why it cannot be completed yet, in the dialog', async () => {
    answerFetch(
      routes(
        () => visit,
        [
          {
            method: 'POST',
            path: '/api/admin/bookings/101/complete',
            reply: problem(409, 'This visit starts on 2026-11-24 at 18:00; mark it completed once it has started.'),
          },
        ],
      ),
    );
    const app = renderVisit();
    await app.user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = within(screen.getByRole('alertdialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('mark it completed once it has started');
  });

  it('assigns the crew: the whole team, active employees only', async () => {
    const seen = answerFetch(
      routes(
        () => visit,
        [{ method: 'PUT', path: '/api/admin/bookings/101/crew', reply: json({ ...visit, crew: [{ id: 12, name: 'Ben Olson' }] }) }],
      ),
    );
    const app = renderVisit();
    await app.user.click(await screen.findByRole('button', { name: 'Assign crew' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('checkbox', { name: /Ana Ruiz/ })).toBeChecked();
    expect(dialog.queryByRole('checkbox', { name: /Gus Gone/ })).toBeNull();
    await app.user.click(dialog.getByRole('checkbox', { name: /Ana Ruiz/ }));
    await app.user.click(dialog.getByRole('checkbox', { name: /Ben Olson/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Save crew' }));
    expect(await screen.findByText('1 assigned.')).toBeInTheDocument();
    expect(posts(seen)[0]).toMatchObject({ method: 'PUT', body: { employeeIds: [12] } });
  });

  it('reschedules: only what changed is sent', async () => {
    const seen = answerFetch(
      routes(() => visit, [{ method: 'PUT', path: '/api/admin/bookings/101', reply: json({ ...visit, startTime: '19:30' }) }]),
    );
    const app = renderVisit();
    await app.user.click(await screen.findByRole('button', { name: 'Edit or reschedule' }));
    const dialog = within(screen.getByRole('dialog'));
    await app.user.clear(dialog.getByLabelText(/^Start time/));
    await app.user.type(dialog.getByLabelText(/^Start time/), '19:30');
    await app.user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({ startTime: '19:30' });
  });

  it('says so when there is no such visit', async () => {
    answerFetch(byRoute([{ path: '/api/admin/bookings/999', reply: problem(404, 'Booking not found') }]));
    renderVisit('999');
    expect(await screen.findByText('Visit not found')).toBeInTheDocument();
  });
});
