import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { acme, ana, ben, birch, booking, plan } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page as PlansPage } from './service-plans-page.tsx';
import { Page as PlanPage } from './service-plan-detail-page.tsx';

// Plans of 2 and 3 visits a week (decision 0039): the frequency in words, its usual weekdays ticked when
// picked, any others allowed.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const people = {
  path: '/api/users',
  reply: (request: SeenRequest) => json(queryOf(request)['role'] === 'customer' ? [acme, birch] : [ana, ben]),
};
const changes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const tickedDays = (dialog: ReturnType<typeof within>) =>
  DAYS.filter((day) => (dialog.getByRole('checkbox', { name: day }) as HTMLInputElement).checked);

describe('a plan of 2 or 3 visits a week', () => {
  it('offers both in words; picking one ticks Monday and Thursday, or Monday, Wednesday and Friday; the days stay editable', async () => {
    const seen = answerFetch(
      byRoute([
        {
          method: 'POST',
          path: '/api/admin/service-plans',
          reply: json(plan({ id: 7, frequency: '2x-Weekly', serviceDays: [2, 5] }), 201),
        },
        { path: '/api/admin/service-plans', reply: json([plan()]) },
        { path: '/api/admin/bookings', reply: json([]) },
        people,
      ]),
    );
    const app = renderScreen(<PlansPage />, { path: '/admin/service-plans' });
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'New service plan' }));
    const dialog = within(screen.getByRole('dialog'));
    const frequency = dialog.getByRole('combobox', { name: /Frequency/ });
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a frequency',
      'Daily (7 days a week)',
      'Daily (5 days a week)',
      '3 times a week',
      '2 times a week',
      'Weekly',
      'Bi-weekly (every two weeks)',
      'Monthly',
      'Quarterly',
    ]);
    expect(tickedDays(dialog)).toEqual(['Mon']);

    await app.user.selectOptions(frequency, '3 times a week');
    expect(tickedDays(dialog)).toEqual(['Mon', 'Wed', 'Fri']);
    await app.user.selectOptions(frequency, '2 times a week');
    expect(tickedDays(dialog)).toEqual(['Mon', 'Thu']);

    // Tuesday and Friday instead.
    for (const day of ['Mon', 'Thu', 'Tue', 'Fri']) await app.user.click(dialog.getByRole('checkbox', { name: day }));
    expect(tickedDays(dialog)).toEqual(['Tue', 'Fri']);
    // A third day is one too many: the shared rule says so under the days, and nothing is sent.
    await app.user.click(dialog.getByRole('checkbox', { name: 'Wed' }));
    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Customer/ }), 'Acme Dental (Dana Reyes)');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Site/ })).toHaveValue('31'));
    await app.user.type(dialog.getByRole('textbox', { name: /Monthly price/ }), '953.77');
    await app.user.click(dialog.getByRole('button', { name: 'Create plan' }));
    expect(await dialog.findByText('2 times a week needs two service days: choose two weekdays')).toBeInTheDocument();
    expect(changes(seen)).toEqual([]);

    await app.user.click(dialog.getByRole('checkbox', { name: 'Wed' }));
    await app.user.click(dialog.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toMatchObject({ frequency: '2x-Weekly', serviceDays: [2, 5], monthlyPriceCents: 95377 });
  });

  it('lists such a plan in words, and an edit keeps its saved days until another frequency is picked', async () => {
    const twice = plan({ frequency: '2x-Weekly', serviceDays: [2, 5] });
    const seen = answerFetch(
      byRoute([
        { method: 'PUT', path: '/api/admin/service-plans/5', reply: json({ ...twice, frequency: '3x-Weekly', serviceDays: [1, 3, 5] }) },
        { path: '/api/admin/service-plans/5', reply: json(twice) },
        { path: '/api/admin/bookings', reply: json([booking()]) },
        { path: '/api/admin/audit', reply: json([]) },
        people,
      ]),
    );
    const app = renderScreen(<PlanPage params={{ id: '5' }} />, { path: '/admin/service-plans/5' });
    expect(await screen.findByText('2 times a week · Tue, Fri · 6:00 PM · 2 h', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/2x-Weekly/)).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('combobox', { name: /Frequency/ })).toHaveDisplayValue('2 times a week');
    expect(tickedDays(dialog)).toEqual(['Tue', 'Fri']);
    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Frequency/ }), '3 times a week');
    expect(tickedDays(dialog)).toEqual(['Mon', 'Wed', 'Fri']);
    await app.user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toEqual({ frequency: '3x-Weekly', serviceDays: [1, 3, 5] });
  });
});
