import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { auditEvent, problem as reported } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { AdminProblem } from '#shared/contracts/feedback.ts';
import { Page as ProblemsPage } from './problems-page.tsx';
import { Page as ProblemPage } from './problem-detail-page.tsx';

const open = reported();
const resolved = reported({
  id: 60,
  status: 'resolved',
  description: 'Carpet left wet in the lobby.',
  resolvedAt: '2026-11-20T16:00:00.000Z',
  resolvedBy: { id: 1, name: 'Admin Person' },
  resolution: 'Sent the crew back with a dryer; credited the visit.',
});

const lists = (seen: SeenRequest[]) => seen.filter((r) => r.url.startsWith('/api/admin/problems?'));

describe('Problems: the list', () => {
  it('shows the open ones first, then the resolved or all on request', async () => {
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/problems',
          reply: (request) => {
            const status = queryOf(request)['status'];
            return json(status === 'open' ? [open] : status === 'resolved' ? [resolved] : [open, resolved]);
          },
        },
      ]),
    );
    const app = renderScreen(<ProblemsPage />);
    const list = within(await screen.findByRole('list', { name: 'Problems' }));
    expect(queryOf(lists(seen)[0]!)).toEqual({ status: 'open', limit: '500' });
    expect(list.getByRole('link')).toHaveAttribute('href', '/admin/problems/61');
    expect(list.getByText('The break room trash was not emptied.')).toBeInTheDocument();
    expect(list.getByText(/Visit of Tue, Nov 24: Office Building cleaning at Acme Dental/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Carpet left wet in the lobby.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Acme Dental/ })).toHaveLength(2));
    expect(queryOf(lists(seen).at(-1)!)).toEqual({ limit: '500' });
  });

  it('says when nothing is open', async () => {
    answerFetch(byRoute([{ path: '/api/admin/problems', reply: json([]) }]));
    renderScreen(<ProblemsPage />);
    expect(await screen.findByText('No open problems')).toBeInTheDocument();
  });
});

describe('A problem (the page its e-mail links to)', () => {
  it('shows who to call back and the visit, and resolves it with the text typed', async () => {
    let current: AdminProblem = open;
    const seen = answerFetch(
      byRoute([
        {
          method: 'POST',
          path: '/api/admin/problems/61/resolve',
          reply: (request) => {
            current = {
              ...open,
              status: 'resolved',
              resolvedAt: '2026-11-25T18:00:00.000Z',
              resolvedBy: { id: 1, name: 'Admin Person' },
              resolution: (request.body as { resolution: string }).resolution,
            };
            return json(current);
          },
        },
        { path: '/api/admin/problems', reply: () => json([current, resolved]) },
        {
          path: '/api/admin/audit',
          reply: json([auditEvent({ entity: 'problem_report', entityId: '61', action: 'create', after: { status: 'open' } })]),
        },
      ]),
    );
    const app = renderScreen(<ProblemPage params={{ id: '61' }} />, { path: '/admin/problems/61' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem #61' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dana@acme.example' })).toHaveAttribute('href', 'mailto:dana@acme.example');
    expect(screen.getByRole('link', { name: '612-555-0134' })).toHaveAttribute('href', 'tel:6125550134');
    expect(screen.getByRole('link', { name: 'Tue, Nov 24, 2026, 6:00 PM' })).toHaveAttribute('href', '/admin/bookings/101');

    await app.user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Say how the problem was resolved, in up to 2,000 characters')).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: /How was it resolved/ }), 'Crew lead called; trash now on the checklist.');
    await app.user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByRole('heading', { name: 'Resolution' })).toBeInTheDocument();
    expect(screen.getByText('Crew lead called; trash now on the checklist.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ resolution: 'Crew lead called; trash now on the checklist.' });
  });

  it('shows the server’s refusal when someone else resolved it first', async () => {
    answerFetch(
      byRoute([
        {
          method: 'POST',
          path: '/api/admin/problems/61/resolve',
          reply: problem(409, 'This problem was already resolved on Nov 25, 2026.'),
        },
        { path: '/api/admin/problems', reply: json([open]) },
        { path: '/api/admin/audit', reply: json([]) },
      ]),
    );
    const app = renderScreen(<ProblemPage params={{ id: '61' }} />, { path: '/admin/problems/61' });
    await app.user.type(await screen.findByRole('textbox', { name: /How was it resolved/ }), 'Called back.');
    await app.user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This problem was already resolved on Nov 25, 2026.');
  });

  it('says so when there is no such problem', async () => {
    answerFetch(byRoute([{ path: '/api/admin/problems', reply: json([open]) }]));
    renderScreen(<ProblemPage params={{ id: '999' }} />, { path: '/admin/problems/999' });
    expect(await screen.findByText('Problem not found')).toBeInTheDocument();
  });
});
