import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REPORT_NOT_YET_MESSAGE } from '#shared/contracts/feedback.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { analytics, byPath, NOW, problemReport, visit } from '#tests/fixtures/customer-portal.ts';
import { ServicesTab } from './services-tab.tsx';

const done = visit({ id: 1, scheduledDate: '2026-11-20T00:00:00Z', status: 'completed', serviceType: 'Office Building cleaning' });
const rated = visit({ id: 2, scheduledDate: '2026-11-13T00:00:00Z', status: 'completed', serviceType: 'Carpet care' });
const ahead = visit({ id: 3, scheduledDate: '2026-11-26T00:00:00Z' });

function api(overrides: Record<string, Response | ((r: SeenRequest) => Response)> = {}) {
  return byPath({
    'GET /api/customer/bookings': json([rated, done, ahead]),
    'GET /api/customer/analytics': json(
      analytics({
        visits: [
          {
            bookingId: 2,
            date: '2026-11-12',
            serviceType: 'Carpet care',
            scheduledDate: rated.scheduledDate,
            completedAt: null,
            workedMinutes: 240,
            hoursOnSite: 4,
            crewSize: 2,
            rating: 4,
          },
        ],
      }),
    ),
    'GET /api/customer/problems': json([]),
    ...overrides,
  });
}

const list = (name: string) => within(screen.getByRole('list', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('customer portal: Services', () => {
  it('lists visits ahead and past with status and team; only completed ones can be rated, with the rating given', async () => {
    answerFetch(api());
    renderScreen(<ServicesTab now={NOW} />);

    const upcoming = await screen.findByRole('list', { name: 'Upcoming visits' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(upcoming).toHaveTextContent('Confirmed');
    expect(upcoming).toHaveTextContent('Ana R., Ben O.');
    expect(within(upcoming).queryByRole('button')).not.toBeInTheDocument();

    const past = list('Past visits').getAllByRole('listitem');
    expect(past.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Office Building cleaning', 'Carpet care']);
    expect(past[0]).toHaveTextContent('Completed');
    expect(
      within(past[0]!).getByRole('button', { name: /^Rate this visit ?, Office Building cleaning on Thu, Nov 19/ }),
    ).toBeInTheDocument();
    expect(
      within(past[0]!).getByRole('button', { name: /^Report a problem ?, Office Building cleaning on Thu, Nov 19/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(past[1]!).getByRole('img', { name: '4 of 5 stars (Very good)' })).toBeInTheDocument());
    expect(within(past[1]!).getByRole('button', { name: /^Change rating ?, Carpet care on Thu, Nov 12/ })).toBeInTheDocument();

    expect(await screen.findByText(/None. If something was missed on a visit/)).toBeInTheDocument();
  });

  it('rates a visit: 1 to 5 stars as a radio group and a comment; the outcome shows in the dialog and on the visit', async () => {
    const seen = answerFetch(
      api({
        'PUT /api/customer/bookings/1/rating': (request) =>
          json({
            bookingId: 1,
            rating: 5,
            comment: (request.body as { comment: string }).comment,
            createdAt: NOW.toISOString(),
            updatedAt: NOW.toISOString(),
          }),
      }),
    );
    const app = renderScreen(<ServicesTab now={NOW} />);
    await app.user.click(await screen.findByRole('button', { name: /^Rate this visit ?, Office Building cleaning on Thu, Nov 19/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate this visit' }));
    expect(dialog.getByText('Office Building cleaning on Thu, Nov 19, 2026 at 6:00 PM')).toBeInTheDocument();

    // No stars chosen: the contract's message, on the group, and the first star takes the focus.
    await app.user.click(dialog.getByRole('button', { name: 'Rate visit' }));
    expect(await dialog.findByText('Rate the visit with a whole number from 1 to 5')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '1 of 5 stars (Poor)' })).toHaveFocus();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    const stars = within(dialog.getByRole('group', { name: /Your rating/ }));
    expect(stars.getAllByRole('radio')).toHaveLength(5);
    await app.user.click(stars.getByRole('radio', { name: '5 of 5 stars (Excellent)' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Comment/ }), '  Spotless lobby.  ');
    await app.user.click(dialog.getByRole('button', { name: 'Rate visit' }));

    expect(await dialog.findByRole('status')).toHaveTextContent('Thank you. You gave this visit 5 of 5 stars (Excellent).');
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/customer/bookings/1/rating');
    expect(put.body).toEqual({ rating: 5, comment: 'Spotless lobby.' });
    // The analytics (and with them every rating shown) are read again.
    await waitFor(() => expect(seen.filter((r) => r.url === '/api/customer/analytics')).toHaveLength(2));

    await app.user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const first = list('Past visits').getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: '5 of 5 stars (Excellent)' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Change rating ?, Office Building cleaning on Thu, Nov 19/ })).toHaveFocus();
  });

  it('shows the server’s 409 in the dialog, which stays open', async () => {
    answerFetch(api({ 'PUT /api/customer/bookings/1/rating': problem(409, 'You can rate a visit once it is completed') }));
    const app = renderScreen(<ServicesTab now={NOW} />);
    await app.user.click(await screen.findByRole('button', { name: /^Rate this visit ?, Office Building cleaning on Thu, Nov 19/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate this visit' }));
    await app.user.click(dialog.getByRole('radio', { name: '3 of 5 stars (Good)' }));
    await app.user.click(dialog.getByRole('button', { name: 'Rate visit' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('You can rate a visit once it is completed');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(dialog.getByRole('button', { name: 'Rate visit' })).toBeInTheDocument();
  });

  it('reports a problem with a visit; the report joins the list with its status', async () => {
    let reported = false;
    const seen = answerFetch(
      api({
        'POST /api/customer/bookings/1/problems': () => {
          reported = true;
          return json(problemReport({ id: 9, bookingId: 1, description: 'Trash left in room 4.' }), 201);
        },
        'GET /api/customer/problems': () =>
          json(reported ? [problemReport({ id: 9, bookingId: 1, description: 'Trash left in room 4.', visitDate: '2026-11-19' })] : []),
      }),
    );
    const app = renderScreen(<ServicesTab now={NOW} />);
    await app.user.click(await screen.findByRole('button', { name: /^Report a problem ?, Office Building cleaning on Thu, Nov 19/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem' }));

    await app.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Describe the problem in up to 2,000 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /What went wrong/ })).toHaveFocus();

    await app.user.type(dialog.getByRole('textbox', { name: /What went wrong/ }), 'Trash left in room 4.');
    await app.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Thank you. Your report is with our team');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ description: 'Trash left in room 4.' });
    await app.user.click(dialog.getByRole('button', { name: 'Done' }));

    const reports = await screen.findByRole('list', { name: 'Problems you reported' });
    expect(reports).toHaveTextContent('Office Building cleaning, visit of Nov 19, 2026');
    expect(reports).toHaveTextContent('Open');
    expect(reports).toHaveTextContent('Trash left in room 4.');
  });

  it('shows the server’s refusal of a report in the dialog', async () => {
    answerFetch(api({ 'POST /api/customer/bookings/1/problems': problem(409, REPORT_NOT_YET_MESSAGE) }));
    const app = renderScreen(<ServicesTab now={NOW} />);
    await app.user.click(await screen.findByRole('button', { name: /^Report a problem ?, Office Building cleaning on Thu, Nov 19/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem' }));
    await app.user.type(dialog.getByRole('textbox', { name: /What went wrong/ }), 'Windows streaked.');
    await app.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_NOT_YET_MESSAGE);
  });

  it('shows resolved problems with how they were resolved', async () => {
    answerFetch(
      api({
        'GET /api/customer/problems': json([
          problemReport({ status: 'resolved', resolvedAt: '2026-11-19T16:00:00Z', resolution: 'We came back the next morning.' }),
        ]),
      }),
    );
    renderScreen(<ServicesTab now={NOW} />);
    const reports = await screen.findByRole('list', { name: 'Problems you reported' });
    expect(reports).toHaveTextContent('Resolved Nov 19, 2026');
    expect(reports).toHaveTextContent('We came back the next morning.');
  });
});
