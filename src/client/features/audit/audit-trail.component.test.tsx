import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { auditEvent } from '#tests/fixtures/operations.ts';
import { byRoute } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { AuditTrail } from './audit-trail.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// A plan's trail as the server answers it: ids in the records, and what they name in `names`.
const history = [
  auditEvent({
    entity: 'service_plan',
    entityId: '5',
    after: {
      customerId: 21,
      siteId: 31,
      startsOn: '2026-11-28',
      startTime: '19:15',
      endsOn: null,
      status: 'active',
      crew: [11, 12],
    },
    names: { 'customer:21': 'Acme Dental', 'site:31': 'Main office', 'person:11': 'Ana Ruiz', 'person:12': 'Ben Olson' },
  }),
  auditEvent({
    id: 901,
    entity: 'service_plan',
    entityId: '5',
    occurredAt: '2026-11-20T16:30:00.000Z',
    action: 'update',
    before: { siteId: 31, startsOn: '2026-11-28', crew: [11, 12] },
    after: { siteId: 32, startsOn: '2026-12-05', crew: [11] },
    names: { 'site:31': 'Main office', 'site:32': 'Warehouse annex', 'person:11': 'Ana Ruiz', 'person:12': 'Ben Olson' },
  }),
];

describe('a record’s history', () => {
  it('names sites, customers and people, and writes days and times as the screens do', async () => {
    answerFetch(byRoute([{ path: '/api/admin/audit', reply: json(history) }]));
    renderScreen(<AuditTrail entity="service_plan" entityId={5} title="History of this plan" />, { path: '/admin/service-plans/5' });
    const trail = within(await screen.findByRole('region', { name: 'History of this plan' }));
    const entries = await trail.findAllByRole('listitem');
    expect(entries).toHaveLength(2);

    const created = within(entries[0]!);
    const pairs = (entry: typeof created) =>
      entry.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')}`);
    expect(pairs(created)).toEqual([
      'Customer: Acme Dental',
      'Site: Main office',
      'Starts on: Nov 28, 2026',
      'Start time: 7:15 PM',
      'Status: Active',
      'Crew: Ana Ruiz, Ben Olson',
    ]);
    expect(pairs(within(entries[1]!))).toEqual([
      'Site: Main office → changed to Warehouse annex',
      'Starts on: Nov 28, 2026 → changed to Dec 5, 2026',
      'Crew: Ana Ruiz, Ben Olson → changed to Ana Ruiz',
    ]);
    // Nothing on screen is a raw id or an ISO day.
    const text = screen.getByRole('region', { name: 'History of this plan' }).textContent ?? '';
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|#\d|Site \d|Customer \d|19:15/);
  });
});
