import { describe, expect, it } from 'vitest';
import { useQueries } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, useFakeTime } from '#tests/support/component-render.tsx';
import { PageBusy, PageError } from './page-states.tsx';
import { useBusyRetry } from './use-busy-retry.ts';

/** What the overload gate answers a call (decision 0031), here asking for a one-second wait. */
function busy(retryAfter = '1'): Response {
  return new Response(
    JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy right now. Please try again in a few seconds.' }),
    { status: 503, headers: { 'content-type': 'application/json', 'retry-after': retryAfter } },
  );
}

/** A page's reads as RouteView makes them, with the same states. */
function TimesheetScreen() {
  const results = useQueries({ queries: [{ queryKey: ['/api/time/week'] }, { queryKey: ['/api/time/entries'] }] });
  const isBusy = useBusyRetry(results);
  if (isBusy) return <PageBusy />;
  if (results.some((r) => r.isError)) return <PageError />;
  if (!results.every((r) => r.isSuccess)) return <p>Loading</p>;
  return <h1>Your week</h1>;
}

describe('a page refused by a busy server (decision 0031)', () => {
  it('says the server is busy and reads again after Retry-After, then shows the page', async () => {
    // Retry-After's second passes on a fake clock.
    useFakeTime();
    const seen = answerFetch((request) => (request.url === '/api/time/week' && seen.length <= 2 ? busy() : json({ ok: true })));
    renderScreen(<TimesheetScreen />, { path: '/employee-dashboard' });
    expect(await screen.findByRole('heading', { name: 'The server is busy right now' })).toBeInTheDocument();
    expect(screen.getByText('This page will try again by itself in a few seconds.')).toBeInTheDocument();
    expect(screen.queryByText(/SERVICE_UNAVAILABLE/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your week' })).toBeInTheDocument();
    expect(seen.filter((r) => r.url === '/api/time/week')).toHaveLength(2);
  });

  it('other failures are not retried: a 500, or a 503 without Retry-After, is the page error', async () => {
    const seen = answerFetch((request) =>
      request.url === '/api/time/week' ? new Response('{}', { status: 503 }) : problem(500, 'Something went wrong'),
    );
    renderScreen(<TimesheetScreen />, { path: '/employee-dashboard' });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });
});
