import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import {
  HERE_TEXT,
  inTurn,
  mileageWeek,
  NOW,
  portalApi,
  stubGeolocation,
  storedLocation,
  storedLocations,
  trip,
} from '#tests/support/employee-portal.ts';
import { DriveModeCard } from './drive-mode-card.tsx';
import { LocationList } from './location-list.tsx';

const section = () => within(screen.getByRole('region', { name: 'Locations stored about you' }));
const rows = () => within(section().getByRole('list', { name: 'Stored locations' })).getAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('locations stored about you', () => {
  it('lists each point newest first: what, when in Minnesota, where, the visit, and how far from the site (far ones flagged)', async () => {
    answerFetch(
      portalApi({
        'GET /api/employee/locations?limit=25': () =>
          json(
            storedLocations(
              [
                storedLocation({
                  kind: 'clock-out',
                  at: '2026-11-23T18:00:00Z',
                  lat: 44.888,
                  address: '44.888000,-93.330100',
                  distanceFromSiteM: 1250,
                  farFromSite: true,
                }),
                storedLocation(),
                storedLocation({
                  kind: 'trip-end',
                  at: '2026-11-23T14:25:00Z',
                  lat: 44.9778,
                  lng: -93.265,
                  address: null,
                  distanceFromSiteM: null,
                  timeEntryId: null,
                  tripId: 3,
                  bookingId: null,
                  serviceType: null,
                  clientName: null,
                }),
                storedLocation({
                  kind: 'trip-start',
                  at: '2026-11-23T14:00:00Z',
                  address: '100 Main St, Minneapolis, MN 55401',
                  distanceFromSiteM: null,
                  timeEntryId: null,
                  tripId: 3,
                  bookingId: null,
                  serviceType: null,
                  clientName: null,
                }),
              ],
              9,
            ),
          ),
      }),
    );
    renderScreen(<LocationList />);

    expect(await section().findByText('Showing the newest 4 of 9.')).toBeVisible();
    expect(section().getByText(/We keep them to check timesheets and mileage\./)).toBeVisible();
    const [clockOut, clockIn, tripEnd, tripStart] = rows().map((row) => within(row));

    // 18:00 UTC is noon in Minnesota (CST), whatever zone the phone is in.
    expect(clockOut!.getByText('Clocked out')).toBeVisible();
    expect(clockOut!.getByText('Nov 23, 2026, 12:00 PM')).toHaveAttribute('datetime', '2026-11-23T18:00:00Z');
    // The stored "address" is only the coordinates (no geocoder): no bare coordinates as an address, a map link instead (issue 30).
    expect(clockOut!.queryByText('44.888000,-93.330100')).not.toBeInTheDocument();
    expect(clockOut!.getByRole('link', { name: 'Open 44.8880, -93.3301 on a map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=44.888&mlon=-93.3301#map=17/44.888/-93.3301',
    );
    expect(clockOut!.getByText('Office cleaning · Acme Dental')).toBeVisible();
    expect(clockOut!.getByText('1,250 m from the site: more than 300 m, flagged for the office')).toBeVisible();

    expect(clockIn!.getByText('Clocked in')).toBeVisible();
    expect(clockIn!.getByText('Nov 23, 2026, 9:00 AM')).toBeVisible();
    expect(clockIn!.getByText('7001 France Ave S, Edina, MN 55435')).toBeVisible();
    expect(clockIn!.getByText('12 m from the site')).toBeVisible();

    // No address stored: the coordinates, on a map link, say where. A trip's points have no site to be far from.
    expect(tripEnd!.getByText('Trip ended')).toBeVisible();
    expect(tripEnd!.getByText('Nov 23, 2026, 8:25 AM')).toBeVisible();
    expect(tripEnd!.getByRole('link', { name: 'Open 44.9778, -93.2650 on a map' })).toHaveTextContent('44.9778, -93.2650');
    expect(tripEnd!.queryByText(/from the site/)).not.toBeInTheDocument();
    expect(tripStart!.getByText('Trip started')).toBeVisible();
    expect(tripStart!.getByText('100 Main St, Minneapolis, MN 55401')).toBeVisible();
    expect(tripStart!.queryByText(/·/)).not.toBeInTheDocument();
  });

  it('shows a page at a time, newest first, and "Show more" loads the page after the last one (issue 30)', async () => {
    const cursor = '2026-11-23T14:00:00+00:00~1~3~trip-start';
    const next = `/api/employee/locations?${new URLSearchParams({ before: cursor, limit: '25' })}`;
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/locations?limit=25': () =>
          json({ ...storedLocations([storedLocation({ at: '2026-11-23T15:00:00Z', timeEntryId: 7 })], 2), nextCursor: cursor }),
        [`GET ${next}`]: () => json(storedLocations([storedLocation({ at: '2026-11-20T15:00:00Z', timeEntryId: 6 })], 2)),
      }),
    );
    const app = renderScreen(<LocationList />);
    expect(await section().findByText('Showing the newest 1 of 2.')).toBeVisible();
    expect(rows()).toHaveLength(1);

    await app.user.click(section().getByRole('button', { name: 'Show more' }));
    expect(await section().findByText('Nov 20, 2026, 9:00 AM')).toBeVisible();
    expect(rows().map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-11-23T15:00:00Z',
      '2026-11-20T15:00:00Z',
    ]);
    // All shown: no count and no button any more.
    expect(section().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(section().queryByText(/Showing the newest/)).not.toBeInTheDocument();
    expect(seen.filter((r) => r.url.startsWith('/api/employee/locations')).map((r) => r.url)).toEqual([
      '/api/employee/locations?limit=25',
      next,
    ]);
  });

  it('says so when nothing is stored yet, and shows no count', async () => {
    answerFetch(portalApi());
    renderScreen(<LocationList />);
    expect(await section().findByText('No locations stored about you yet.')).toBeVisible();
    expect(section().queryByRole('list')).not.toBeInTheDocument();
    expect(section().queryByText(/Showing the newest/)).not.toBeInTheDocument();
  });

  it('shows a failed read with Try again, which asks once more', async () => {
    answerFetch(
      portalApi({
        'GET /api/employee/locations?limit=25': inTurn(
          () => problem(500, 'Something went wrong on our side.'),
          () => json(storedLocations([storedLocation()])),
        ),
      }),
    );
    const app = renderScreen(<LocationList />);
    const failed = await section().findByRole('alert');
    expect(failed).toHaveTextContent('Your locations could not be loaded');
    expect(failed).toHaveTextContent('Something went wrong on our side.');

    await app.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await section().findByText('Clocked in')).toBeVisible();
    expect(rows()).toHaveLength(1);
  });

  it('lists the start of a trip once drive mode has started it', async () => {
    stubGeolocation();
    const openTrip = trip({ id: 5, startedAt: NOW.toISOString(), endedAt: null, endLocation: null, endAddress: null, miles: null });
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/mileage-logs': inTurn(
          () => json(mileageWeek()),
          () => json(mileageWeek([openTrip])),
        ),
        'POST /api/employee/mileage-logs': () => json(openTrip, 201),
        'GET /api/employee/locations?limit=25': inTurn(
          () => json(storedLocations()),
          () =>
            json(
              storedLocations([
                storedLocation({
                  kind: 'trip-start',
                  at: NOW.toISOString(),
                  lat: 44.9766,
                  lng: -93.265,
                  address: HERE_TEXT,
                  distanceFromSiteM: null,
                  timeEntryId: null,
                  tripId: 5,
                  bookingId: null,
                  serviceType: null,
                  clientName: null,
                }),
              ]),
            ),
        ),
      }),
    );
    const app = renderScreen(
      <>
        <DriveModeCard />
        <LocationList />
      </>,
    );
    expect(await section().findByText('No locations stored about you yet.')).toBeVisible();
    // The trip's form comes in its own chunk (issue 36).
    await app.user.type(await screen.findByRole('textbox', { name: /Starting mileage/ }), '48213.4');
    await app.user.click(screen.getByRole('button', { name: 'Start Drive Mode' }));

    expect(await section().findByText('Trip started')).toBeVisible();
    expect(section().getByText('Nov 24, 2026, 9:00 AM')).toBeVisible();
    expect(seen.filter((request) => request.url === '/api/employee/locations?limit=25')).toHaveLength(2);
  });
});
