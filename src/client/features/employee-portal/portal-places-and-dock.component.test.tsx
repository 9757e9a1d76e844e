import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { HERE_TEXT, mileageWeek, NOW, overview, portalApi, timeEntry, todaysVisit, trip } from '#tests/support/employee-portal.ts';
import { OverviewTab } from './portal-tabs.tsx';
import { TimeEntryList } from './time-entry-list.tsx';

/**
 * Issue 30, the employee portal: one main action docked at the bottom of a phone's screen (End
 * Drive Mode, clearly enabled, while a trip is under way; else the clock), and places named by
 * the visit's site or an address, never by bare coordinates.
 */

const openTrip = trip({ id: 5, startedAt: '2026-11-24T14:50:00Z', endedAt: null, endLocation: null, endAddress: null, miles: null });
/** The dock holds the page's main action (ActionDock marks it). */
const docks = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-action-dock]')];
/** How the primary and outline variants of the Button read (components/ui/button.tsx). */
const PRIMARY = 'bg-brand-700';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Overview docks one main action', () => {
  it('off the road: Clock In is docked, Start Drive Mode stays in its card', async () => {
    answerFetch(portalApi({ 'GET /api/employee/assignments': () => json([todaysVisit]) }));
    const app = renderScreen(<OverviewTab onShowSchedule={() => {}} />);
    const clockIn = await screen.findByRole('button', { name: 'Clock In' });
    await screen.findByRole('button', { name: 'Start Drive Mode' });
    const [dock, ...more] = docks(app.container);
    expect(more).toEqual([]);
    expect(dock).toContainElement(clockIn);
    expect(dock).not.toContainElement(screen.getByRole('button', { name: 'Start Drive Mode' }));
  });

  it('in drive mode: End Drive Mode is the docked primary action and enabled; Clock In is not docked', async () => {
    answerFetch(
      portalApi({
        'GET /api/employee/assignments': () => json([todaysVisit]),
        'GET /api/employee/mileage-logs': () => json(mileageWeek([openTrip])),
      }),
    );
    const app = renderScreen(<OverviewTab onShowSchedule={() => {}} />);
    const end = await screen.findByRole('button', { name: 'End Drive Mode' });
    const clockIn = await screen.findByRole('button', { name: 'Clock In' });
    const [dock, ...more] = docks(app.container);
    expect(more).toEqual([]);
    expect(dock).toContainElement(end);
    expect(dock).not.toContainElement(clockIn);
    // Clearly enabled: the primary colour, neither disabled nor aria-disabled (which the UI greys out).
    expect(end).toBeEnabled();
    expect(end).not.toHaveAttribute('aria-disabled');
    expect(end.className).toContain(PRIMARY);
    expect(clockIn.className).not.toContain(PRIMARY);
  });
});

describe('places', () => {
  it("names a punch on a visit by the visit's site, a punch without a geocoded address by a map link, never by coordinates", async () => {
    const atVisit = timeEntry({ id: 11, bookingId: todaysVisit.id, clockIn: '2026-11-24T14:00:00Z', address: HERE_TEXT });
    const noVisit = timeEntry({ id: 12, bookingId: null, address: HERE_TEXT });
    const geocoded = timeEntry({ id: 13, bookingId: null, clockIn: '2026-11-22T15:00:00Z', clockOut: '2026-11-22T16:00:00Z' });
    answerFetch(
      portalApi({
        'GET /api/employee/assignments': () => json([todaysVisit]),
        'GET /api/employee/time-entries': () => json(overview([atVisit, noVisit, geocoded], 3)),
      }),
    );
    renderScreen(<TimeEntryList />);
    const list = await screen.findByRole('list', { name: 'Recent time entries' });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(await first!.findByText('at Acme Dental, Uptown')).toBeVisible();
    expect(second!.getByRole('link', { name: 'Open the recorded location (44.9766, -93.2650) on a map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=44.9766&mlon=-93.265#map=17/44.9766/-93.265',
    );
    expect(third!.getByText('100 Main St, Minneapolis, MN 55401')).toBeVisible();
    expect(list).not.toHaveTextContent('44.976600');
  });

  it("lists each visit with its site's name and address", async () => {
    answerFetch(portalApi({ 'GET /api/employee/assignments': () => json([todaysVisit]) }));
    renderScreen(<OverviewTab onShowSchedule={() => {}} />);
    const today = await screen.findByRole('list', { name: "Today's assignments" });
    expect(await within(today).findByText(/Acme Dental, Uptown, 100 Main St, Minneapolis, MN 55401/)).toBeVisible();
  });

  it('says where a trip started by a map link while its start has no address', async () => {
    const started = { ...openTrip, startAddress: HERE_TEXT };
    answerFetch(portalApi({ 'GET /api/employee/mileage-logs': () => json(mileageWeek([started])) }));
    renderScreen(<OverviewTab onShowSchedule={() => {}} />);
    const drive = await screen.findByRole('region', { name: 'Drive mode' });
    expect(await within(drive).findByRole('link', { name: /Open the recorded location \(44\.9766, -93\.2650\)/ })).toBeVisible();
    expect(drive).not.toHaveTextContent('44.976600');
  });
});
