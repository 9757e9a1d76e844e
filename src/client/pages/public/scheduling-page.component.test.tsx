import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { slotTimes } from '#shared/domain/scheduling.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { Page } from './scheduling-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:00:00Z')); // Tuesday, 8 AM in St. Paul
});
afterEach(() => {
  vi.useRealTimers();
});

function serveFreeDays() {
  return answerFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const date = url.searchParams.get('date') ?? '';
    if (url.pathname === '/api/scheduling/availability')
      return json(slotTimes(date).map((time) => ({ date, time, duration: 60, available: true })));
    if (url.pathname === '/api/scheduling/integrations') return json({ google: false, outlook: false });
    return json([]);
  });
}

describe('the /scheduling page', () => {
  it('says what a visit is and when, around the calendar of free times', async () => {
    serveFreeDays();
    renderScreen(<Page params={{}} />, { path: '/scheduling' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Free Walk-Through of Your Building' })).toBeInTheDocument();
    const hours = within(screen.getByRole('heading', { name: 'Visit hours (Minnesota time)' }).parentElement!);
    expect(hours.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Monday – Friday', 'Saturday', 'Sunday']);
    expect(hours.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['6:00 AM – 8:00 PM', '8:00 AM – 6:00 PM', 'Closed']);
    // The calendar starts on today's week.
    expect(screen.getByRole('heading', { name: 'Nov 22 – 28, 2026' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Book Tue, Nov 24 at 8:00 AM' })).toHaveLength(2); // its day cell and the day's list
  });
});
