import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CorrectiveAction, QualityOverview as Overview } from '#shared/contracts/inspections.ts';
import { byPath } from '#tests/fixtures/customer-portal.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { QualityOverview } from './quality-overview.tsx';

const action = (id: number, overdue: boolean, title: string): CorrectiveAction => ({
  id,
  siteId: 4,
  siteName: 'Lakeside Family Clinic',
  source: 'inspection',
  inspectionId: 12,
  problemReportId: null,
  itemKey: 'restrooms.sinks',
  title,
  details: '',
  dueAt: overdue ? '2026-11-20T16:00:00.000Z' : '2026-12-20T16:00:00.000Z',
  overdue,
  status: 'open',
  crew: [{ id: 7, name: 'Ana Berg' }],
  closedAt: null,
  closedBy: null,
  closedNote: null,
  verifiedAt: null,
  verifiedByInspectionId: null,
  photos: [],
});

/** Two of 349 open actions listed (the screen is sent the first 50), 310 of them overdue. */
const overview: Overview = {
  inspections: [],
  trend: [],
  sitesUnderTarget: [],
  sitesDue: [],
  openActions: [action(1, true, 'Sinks cleaned'), action(2, false, 'Entrance glass')],
  openActionCount: 349,
  overdueActionCount: 310,
  inspectors: [],
  sites: [],
};

afterEach(() => vi.restoreAllMocks());

describe('the Quality screen (decision 0062)', () => {
  it('counts every open and overdue action, and says the list shows the first of them', async () => {
    answerFetch(byPath({ 'GET /api/admin/quality': json(overview) }));
    renderScreen(<QualityOverview />);
    const figure = await screen.findByText('Open actions (overdue)');
    expect(figure.parentElement).toHaveTextContent('349 (310)');
    const actions = screen.getByRole('region', { name: 'Open corrective actions' });
    expect(actions).toHaveTextContent('the 2 due first of 349, the overdue ones leading.');
    const rows = within(actions).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sinks cleanedOverdue'),
      expect.stringContaining('Entrance glassOpen'),
    ]);
  });

  it('says nothing of a shorter list when every open action is listed', async () => {
    answerFetch(byPath({ 'GET /api/admin/quality': json({ ...overview, openActionCount: 2, overdueActionCount: 1 }) }));
    renderScreen(<QualityOverview />);
    expect((await screen.findByText('Open actions (overdue)')).parentElement).toHaveTextContent('2 (1)');
    const actions = screen.getByRole('region', { name: 'Open corrective actions' });
    expect(actions).toHaveTextContent('What inspections and customers’ reports found, for the sites’ crews to fix.');
    expect(actions).not.toHaveTextContent('due first');
  });
});
