import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InspectableSite, SubmittedInspection } from '#shared/contracts/inspections.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { clearSession, saveSession } from '../../lib/auth-session.ts';
import { InspectScreen } from './inspect-screen.tsx';

// The phone screen of an inspection (issue 33): the checklist is rated item by item, the inspection is kept
// on the device before it is sent, and one sent without a connection goes once the connection returns,
// with the same idempotency key.

const site: InspectableSite = {
  siteId: 7,
  siteName: 'Lakeside Dental',
  address: '12 Lake St, Edina, MN',
  customerName: 'Lakeside Dental LLC',
  todaysVisit: { bookingId: 41, scheduledStart: '2026-03-10T23:00:00.000Z' },
  lastInspectedAt: null,
  scoreTargetPercent: 85,
  templateVersion: 3,
  points: { good: 10, fair: 5, poor: 0 },
  areas: [
    {
      key: 'restrooms',
      label: 'Restrooms',
      items: [
        { key: 'restrooms.fixtures', label: 'Fixtures' },
        { key: 'restrooms.floors', label: 'Floors' },
      ],
    },
  ],
};
const other: InspectableSite = {
  ...site,
  siteId: 8,
  siteName: 'Harbor Office',
  customerName: 'Harbor Group',
  todaysVisit: null,
  lastInspectedAt: '2026-02-02T16:00:00.000Z',
};

const submitted = (key: string): SubmittedInspection => ({
  inspection: {
    id: 90,
    siteId: 7,
    siteName: 'Lakeside Dental',
    inspectedAt: '2026-03-10T23:30:00.000Z',
    inspectorName: 'Sam Lind',
    templateVersion: 3,
    scorePercent: 50,
    targetPercent: 85,
    earnedPoints: 10,
    possiblePoints: 20,
    areas: [{ label: 'Restrooms', scorePercent: 50 }],
    items: [],
    actions: [],
  },
  actionsCreated: 1,
  actionsVerified: 0,
  replayed: key === 'replayed',
});

const QUEUE_KEY = 'twinpines.inspections.queue.sam';
const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST' && r.url === '/api/inspections');

function api(state: { online: boolean; refuse?: boolean }) {
  return answerFetch((request) => {
    if (request.method === 'GET' && request.url === '/api/inspections/sites') return json({ sites: [site, other] });
    if (request.method === 'POST' && request.url === '/api/inspections') {
      if (!state.online) return new TypeError('Failed to fetch');
      if (state.refuse) return problem(400, 'Rate every item of the checklist, each once');
      return json(submitted((request.body as { idempotencyKey: string }).idempotencyKey), 201);
    }
    return problem(404, `No stub for ${request.method} ${request.url}`);
  });
}

async function rateAndSend(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: /Lakeside Dental/ }));
  await user.click(within(screen.getByRole('group', { name: 'Fixtures' })).getByRole('radio', { name: 'Good' }));
  await user.click(within(screen.getByRole('group', { name: 'Floors' })).getByRole('radio', { name: 'Poor' }));
  await user.click(screen.getByRole('button', { name: 'Send inspection' }));
}

beforeEach(() => {
  localStorage.clear();
  saveSession('token-1', { username: 'sam', firstName: 'Sam', lastName: 'Lind', email: null, role: 'employee' });
});
afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('InspectScreen', () => {
  it('lists today’s visits first, then the other sites', async () => {
    api({ online: true });
    renderScreen(<InspectScreen locate={async () => null} />);
    const today = await screen.findByRole('region', { name: 'Today’s visits' });
    expect(within(today).getByRole('button', { name: /Lakeside Dental/ })).toHaveTextContent('Visit today at 6:00 PM');
    const others = screen.getByRole('region', { name: 'Other sites' });
    expect(within(others).getByRole('button', { name: /Harbor Office/ })).toHaveTextContent('Last inspected Feb 2, 2026');
  });

  it('sends nothing until every item is rated, and marks the ones left', async () => {
    const seen = api({ online: true });
    const { user } = renderScreen(<InspectScreen locate={async () => null} />);
    await user.click(await screen.findByRole('button', { name: /Lakeside Dental/ }));
    await user.click(within(screen.getByRole('group', { name: 'Fixtures' })).getByRole('radio', { name: 'Good' }));
    expect(screen.getByText(/1 of 2 rated · score 100% · target 85%/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send inspection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate every item before sending');
    expect(screen.getByRole('group', { name: /Floors/ })).toHaveTextContent('Rate this item');
    expect(posts(seen)).toHaveLength(0);
  });

  it('sends at once when online: the location, the visit and the template version with the ratings', async () => {
    const seen = api({ online: true });
    const { user } = renderScreen(
      <InspectScreen locate={async () => '44.9778,-93.2650'} now={() => new Date('2026-03-10T23:30:00.000Z')} />,
    );
    await rateAndSend(user);
    expect(await screen.findByText('Inspection of Lakeside Dental sent')).toBeInTheDocument();
    expect(screen.getByText('Score 50% against a target of 85%. 1 corrective action for the crew.')).toBeInTheDocument();
    const [post] = posts(seen);
    expect(post?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      siteId: 7,
      templateVersion: 3,
      bookingId: 41,
      inspectedAt: '2026-03-10T23:30:00.000Z',
      location: '44.9778,-93.2650',
      notes: '',
      ratings: [
        { itemKey: 'restrooms.fixtures', rating: 'good', note: '', photoIds: [] },
        { itemKey: 'restrooms.floors', rating: 'poor', note: '', photoIds: [] },
      ],
    });
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: /Waiting to be sent/ })).toBeNull();
  });

  it('keeps an inspection done offline on the device and sends it once, with the same key, when the connection returns', async () => {
    const state = { online: false };
    const seen = api(state);
    const { user } = renderScreen(<InspectScreen locate={async () => null} />);
    await rateAndSend(user);

    expect(await screen.findByText('Saved on this phone: Lakeside Dental')).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Waiting to be sent (1)' });
    expect(waiting).toHaveTextContent('Lakeside Dental');
    expect(waiting).toHaveTextContent('Waiting for a connection');
    const stored = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as Array<{ idempotencyKey: string; siteId: number }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.siteId).toBe(7);

    state.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting to be sent/ })).toBeNull());
    expect(screen.getByText('Inspection of Lakeside Dental sent')).toBeInTheDocument();
    expect(screen.getByText('It was kept on this phone until the connection returned.')).toBeInTheDocument();
    const sent = posts(seen);
    expect(sent).toHaveLength(2);
    expect((sent[1]?.body as { idempotencyKey: string }).idempotencyKey).toBe(stored[0]?.idempotencyKey);
    expect((sent[0]?.body as { idempotencyKey: string }).idempotencyKey).toBe(stored[0]?.idempotencyKey);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();

    // Another return of the connection sends nothing more.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(posts(seen)).toHaveLength(2);
  });

  it('keeps a refused inspection, says why, and lets it be discarded', async () => {
    api({ online: true, refuse: true });
    const { user } = renderScreen(<InspectScreen locate={async () => null} />);
    await rateAndSend(user);
    expect(await screen.findByText('The inspection of Lakeside Dental was not accepted')).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Waiting to be sent (1)' });
    expect(waiting).toHaveTextContent('Not accepted');
    expect(waiting).toHaveTextContent('Rate every item of the checklist, each once');
    await user.click(within(waiting).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: /Waiting to be sent/ })).toBeNull();
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps the checklist being filled in on the device when the screen is left and opened again', async () => {
    api({ online: true });
    const first = renderScreen(<InspectScreen locate={async () => null} />);
    await first.user.click(await screen.findByRole('button', { name: /Lakeside Dental/ }));
    await first.user.click(within(screen.getByRole('group', { name: 'Floors' })).getByRole('radio', { name: 'Fair' }));
    first.unmount();

    const second = renderScreen(<InspectScreen locate={async () => null} />);
    await second.user.click(await screen.findByRole('button', { name: /Lakeside Dental/ }));
    expect(within(screen.getByRole('group', { name: 'Floors' })).getByRole('radio', { name: 'Fair' })).toBeChecked();
    expect(screen.getByText(/1 of 2 rated · score 50%/)).toBeInTheDocument();
  });
});
