import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { HERE_TEXT, inTurn, mileageWeek, NOW, portalApi, stubGeolocation, trip, writes } from '#tests/support/employee-portal.ts';
import { DriveModeCard } from './drive-mode-card.tsx';
import { TripList } from './trip-list.tsx';

const openTrip = trip({
  id: 5,
  startedAt: '2026-11-24T14:50:00Z',
  endedAt: null,
  endLocation: null,
  endAddress: null,
  endMileage: null,
  miles: null,
  minutes: null,
  destination: null,
});
const endedTrip = {
  ...openTrip,
  endedAt: '2026-11-24T15:15:00Z',
  endMileage: 48225.6,
  miles: 12.2,
  minutes: 25,
  destination: 'Acme Dental',
};
const card = () => within(screen.getByRole('region', { name: 'Drive mode' }));
const field = (name: RegExp) => card().getByRole('textbox', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('drive mode', () => {
  it("refuses a starting mileage that is not a number with the spec's Invalid Mileage message, before reading the location", async () => {
    const geo = stubGeolocation();
    const seen = answerFetch(portalApi());
    const app = renderScreen(<DriveModeCard />);
    await app.user.click(await card().findByRole('button', { name: 'Start Drive Mode' }));
    await waitFor(() => expect(field(/Starting mileage/)).toHaveFocus());
    expect(field(/Starting mileage/)).toHaveAccessibleDescription(
      'The odometer reading before you drive. Invalid Mileage: Please enter a valid mileage reading.',
    );

    await app.user.type(field(/Starting mileage/), 'about 48k');
    await app.user.click(card().getByRole('button', { name: 'Start Drive Mode' }));
    expect(field(/Starting mileage/)).toHaveAccessibleDescription(
      expect.stringContaining('Invalid Mileage: Please enter a valid mileage reading.'),
    );
    expect(geo.options).toEqual([]);
    expect(writes(seen)).toEqual([]);
  });

  it('inactive -> active: the mileage, then the location, then the trip; the trip shows its start and a running clock', async () => {
    const geo = stubGeolocation('hold');
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/mileage-logs': inTurn(
          () => json(mileageWeek()),
          () => json(mileageWeek([openTrip])),
        ),
        'POST /api/employee/mileage-logs': () => json(openTrip, 201),
      }),
    );
    const app = renderScreen(<DriveModeCard />);
    await app.user.type(await card().findByRole('textbox', { name: /Starting mileage/ }), '48,213.4');
    await app.user.click(card().getByRole('button', { name: 'Start Drive Mode' }));

    expect(await card().findByRole('button', { name: 'Getting your location...' })).toBeVisible();
    expect(geo.options).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 }]);
    geo.release({ latitude: 44.9766, longitude: -93.265 });

    expect(await card().findByText('A trip is under way.')).toBeVisible();
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/employee/mileage-logs',
        body: { startMileage: 48213.4, location: HERE_TEXT, address: null },
      }),
    ]);
    expect(card().getByText('8:50 AM')).toBeVisible();
    expect(card().getByRole('timer')).toHaveTextContent('0:10:00');
    expect(card().getByText('48,213.4')).toBeVisible();
    expect(card().getByText('Driving')).toBeVisible();
    expect(card().getByRole('button', { name: 'End Drive Mode' })).toBeVisible();
  });

  it('active -> inactive: a numeric ending mileage and a destination, then the location; the trip and its miles are listed', async () => {
    stubGeolocation({ latitude: 44.8766, longitude: -93.3301 });
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/mileage-logs': inTurn(
          () => json(mileageWeek([openTrip, trip()])),
          () => json(mileageWeek([endedTrip, trip()])),
        ),
        'POST /api/employee/mileage-logs/5/end': () => json(endedTrip),
      }),
    );
    const app = renderScreen(
      <>
        <DriveModeCard />
        <TripList />
      </>,
    );
    await app.user.click(await card().findByRole('button', { name: 'End Drive Mode' }));
    expect(field(/Ending mileage/)).toHaveAccessibleDescription('Invalid Mileage: Please enter a valid ending mileage reading.');
    expect(field(/Destination/)).toHaveAccessibleDescription('Destination is required');

    await app.user.type(field(/Ending mileage/), '48225.6');
    await app.user.type(field(/Destination/), 'Acme Dental');
    await app.user.click(card().getByRole('button', { name: 'End Drive Mode' }));

    expect(await card().findByText('Trip ended: 12.2 miles in 25 min')).toBeVisible();
    expect(card().getByText('To Acme Dental')).toBeVisible();
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        url: '/api/employee/mileage-logs/5/end',
        body: { endMileage: 48225.6, destination: 'Acme Dental', location: '44.876600,-93.330100', address: null },
      }),
    ]);
    expect(await card().findByRole('button', { name: 'Start Drive Mode' })).toBeVisible();
    const trips = within(screen.getByRole('region', { name: 'Trips this week' }));
    expect(trips.getByText('24.4')).toBeVisible();
    expect(trips.getAllByText('12.2 mi')).toHaveLength(2);
    const listed = trips.getAllByRole('listitem');
    expect(listed).toHaveLength(2);
    for (const item of listed) expect(item).toHaveTextContent('100 Main St, Minneapolis, MN 55401 → Acme Dental');
  });

  it("puts the server's mileage refusal under the field, and other refusals as 'Drive Mode Failed'", async () => {
    stubGeolocation({ latitude: 44.8766, longitude: -93.3301 });
    answerFetch(
      portalApi({
        'GET /api/employee/mileage-logs': () => json(mileageWeek([openTrip])),
        'POST /api/employee/mileage-logs/5/end': inTurn(
          () =>
            problem(400, 'Invalid body: endMileage', {
              'body.endMileage': 'The ending mileage must be at least the starting mileage (48,213.4).',
            }),
          () => problem(409, 'This trip has already ended.'),
        ),
      }),
    );
    const app = renderScreen(<DriveModeCard />);
    await app.user.type(await card().findByRole('textbox', { name: /Ending mileage/ }), '48000');
    await app.user.type(field(/Destination/), 'Acme Dental');
    await app.user.click(card().getByRole('button', { name: 'End Drive Mode' }));
    await waitFor(() =>
      expect(field(/Ending mileage/)).toHaveAccessibleDescription(
        'Invalid Mileage: The ending mileage must be at least the starting mileage (48,213.4).',
      ),
    );
    expect(card().queryByRole('alert')).not.toBeInTheDocument();

    await app.user.clear(field(/Ending mileage/));
    await app.user.type(field(/Ending mileage/), '48225.6');
    await app.user.click(card().getByRole('button', { name: 'End Drive Mode' }));
    const alert = await card().findByRole('alert');
    expect(alert).toHaveTextContent('Drive Mode Failed');
    expect(alert).toHaveTextContent('This trip has already ended.');
  });

  it("says 'Drive Mode Error' when the location cannot be read, and sends nothing", async () => {
    stubGeolocation({ error: 1 }, { error: 3 });
    const seen = answerFetch(portalApi());
    const app = renderScreen(<DriveModeCard />);
    await app.user.type(await card().findByRole('textbox', { name: /Starting mileage/ }), '48213.4');
    await app.user.click(card().getByRole('button', { name: 'Start Drive Mode' }));
    const alert = await card().findByRole('alert');
    expect(alert).toHaveTextContent('Drive Mode Error');
    expect(alert).toHaveTextContent('Location Required: please enable location services to use drive mode.');

    await app.user.click(card().getByRole('button', { name: 'Start Drive Mode' }));
    await waitFor(() => expect(card().getByRole('alert')).toHaveTextContent('Drive Mode ErrorUnable to retrieve your location'));
    expect(writes(seen)).toEqual([]);
  });

  it('shows a failed read with Try again', async () => {
    answerFetch(portalApi({ 'GET /api/employee/mileage-logs': () => problem(500, 'Something went wrong on our side.') }));
    renderScreen(<DriveModeCard />);
    expect(await card().findByText('Drive mode could not be loaded')).toBeVisible();
    expect(card().getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
