import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerInspection, CustomerInspections } from '#shared/contracts/customer-quality.ts';
import { answerFetch, json, renderScreen, testSite } from '#tests/support/component-render.tsx';
import { analytics, byPath } from '#tests/fixtures/customer-portal.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';

const PHOTO = '3f0b8c2e-1d2a-4f7e-9a51-0c7d2b6e8a11';

const list: CustomerInspections = {
  sites: [
    { id: 4, name: 'Lakeside Family Clinic', targetPercent: 85, reportEmail: true },
    { id: 5, name: 'Lakeside Annex', targetPercent: 85, reportEmail: false },
  ],
  trend: [
    { month: '2026-09', averagePercent: 88, inspections: 1 },
    { month: '2026-10', averagePercent: null, inspections: 0 },
    { month: '2026-11', averagePercent: 80.5, inspections: 2 },
  ],
  inspections: [
    {
      id: 12,
      siteId: 4,
      siteName: 'Lakeside Family Clinic',
      inspectedAt: '2026-11-20T16:00:00.000Z',
      inspectorName: 'Sam Lind',
      scorePercent: 72.5,
      targetPercent: 85,
      failedItems: 2,
      actions: 2,
      actionsFixed: 1,
    },
    {
      id: 11,
      siteId: 5,
      siteName: 'Lakeside Annex',
      inspectedAt: '2026-11-03T16:00:00.000Z',
      inspectorName: 'Sam Lind',
      scorePercent: 88.5,
      targetPercent: 85,
      failedItems: 0,
      actions: 0,
      actionsFixed: 0,
    },
  ],
};

const report: CustomerInspection = {
  id: 12,
  siteId: 4,
  siteName: 'Lakeside Family Clinic',
  inspectedAt: '2026-11-20T16:00:00.000Z',
  inspectorName: 'Sam Lind',
  templateVersion: 1,
  scorePercent: 72.5,
  targetPercent: 85,
  earnedPoints: 145,
  possiblePoints: 200,
  areas: [
    { label: 'Restrooms', scorePercent: 50 },
    { label: 'Glass', scorePercent: 75 },
  ],
  items: [
    {
      itemId: 1,
      areaLabel: 'Restrooms',
      itemLabel: 'Sinks cleaned',
      itemKey: 'restrooms.sinks',
      rating: 'poor',
      note: 'Stained',
      failed: true,
      photoIds: [PHOTO],
    },
    {
      itemId: 2,
      areaLabel: 'Glass',
      itemLabel: 'Entrance glass',
      itemKey: 'glass.entrance',
      rating: 'fair',
      note: '',
      failed: true,
      photoIds: [],
    },
    {
      itemId: 3,
      areaLabel: 'Glass',
      itemLabel: 'Interior glass',
      itemKey: 'glass.interior',
      rating: 'good',
      note: '',
      failed: false,
      photoIds: [],
    },
  ],
  actions: [
    {
      id: 7,
      title: 'Restrooms: Sinks cleaned',
      status: 'closed',
      dueAt: '2026-11-22T16:00:00.000Z',
      closedAt: '2026-11-21T01:30:00.000Z',
      closedNote: 'Scrubbed and sealed',
      verifiedAt: null,
      photoIds: [],
    },
    {
      id: 8,
      title: 'Glass: Entrance glass',
      status: 'open',
      dueAt: '2026-11-22T16:00:00.000Z',
      closedAt: null,
      closedNote: null,
      verifiedAt: null,
      photoIds: [],
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer portal: inspection reports', () => {
  it('lists each inspection with its score against the target, and opens its report with failed items, photos and fixes', async () => {
    const seen = answerFetch(
      byPath({
        'GET /api/customer/reports': json({ invoices: [], agreements: [] }),
        'GET /api/customer/inspections': json(list),
        'GET /api/customer/inspections/12': json(report),
        [`GET /api/inspections/photos/${PHOTO}`]: new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }),
      }),
    );
    const app = renderScreen(<ReportsTab />);
    const rows = within(await screen.findByRole('list', { name: 'Inspection reports' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Lakeside Family Clinic · Fri, Nov 20, 2026 at 10:00 AM');
    expect(rows[0]).toHaveTextContent('72.5%target 85%Under target');
    expect(rows[0]).toHaveTextContent('Inspected by Sam Lind · 2 failed items, 1 of 2 fixed');
    expect(rows[1]).toHaveTextContent('88.5%target 85%Met target');
    expect(rows[1]).toHaveTextContent('no item failed');

    await app.user.click(within(rows[0]!).getByRole('button', { name: /View report/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inspection of Lakeside Family Clinic' }));
    expect(await dialog.findByText('Target 85% · 145 of 200 points (N/A not counted)')).toBeInTheDocument();
    const failed = within(dialog.getByRole('region', { name: 'Failed items' }));
    expect(failed.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Restrooms: Sinks cleaned PoorStained',
      'Glass: Entrance glass Fair',
    ]);
    expect(await failed.findByRole('img', { name: 'Sinks cleaned, photo 1' })).toHaveAttribute('src', 'data:image/png;base64,iVA=');
    // Fetched through the API client (a plain <img> could not carry the sign-in).
    expect(seen.filter((r) => r.url === `/api/inspections/photos/${PHOTO}`)).toHaveLength(1);
    const actions = within(dialog.getByRole('region', { name: 'Corrective actions' })).getAllByRole('listitem');
    expect(actions[0]).toHaveTextContent('Restrooms: Sinks cleanedFixedFixed Fri, Nov 20, 2026 at 7:30 PM: Scrubbed and sealed');
    expect(actions[1]).toHaveTextContent('Glass: Entrance glassOpenDue Sun, Nov 22, 2026 at 10:00 AM');
    expect(dialog.getByRole('button', { name: 'PDF of the inspection report 12' })).toBeInTheDocument();
  });

  it('turns a site’s report e-mails on or off with the server’s answer', async () => {
    const seen = answerFetch(
      byPath({
        'GET /api/customer/reports': json({ invoices: [], agreements: [] }),
        'GET /api/customer/inspections': json(list),
        'PUT /api/customer/sites/5/inspection-report-email': json({ id: 5, name: 'Lakeside Annex', targetPercent: 85, reportEmail: true }),
      }),
    );
    const app = renderScreen(<ReportsTab />);
    const choices = within(await screen.findByRole('list', { name: 'Report e-mails' }));
    expect(choices.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Lakeside Family Clinic: each report is e-mailed to you',
      'Lakeside Annex: reports are not e-mailed',
    ]);
    await app.user.click(choices.getByRole('button', { name: 'E-mail me each report of Lakeside Annex' }));
    await waitFor(() =>
      expect(choices.getAllByRole('listitem')[1]!.firstChild).toHaveTextContent('Lakeside Annex: each report is e-mailed to you'),
    );
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ reportEmail: true });
  });

  it('without e-mail, says reports stay in the portal until e-mail is set up (issue 30, decision 0041)', async () => {
    const note =
      'This site sends no e-mail at the moment: each report is here as soon as it is done, and your choice below starts once e-mail is set up.';
    const reads = { 'GET /api/customer/reports': json({ invoices: [], agreements: [] }), 'GET /api/customer/inspections': json(list) };
    answerFetch(byPath(reads));
    const without = renderScreen(<ReportsTab />, { site: { ...testSite, capabilities: { emailDelivery: false } } });
    await screen.findByRole('list', { name: 'Report e-mails' });
    expect(screen.getByText(note)).toBeInTheDocument();
    without.unmount();

    answerFetch(byPath(reads));
    renderScreen(<ReportsTab />);
    await screen.findByRole('list', { name: 'Report e-mails' });
    expect(screen.queryByText(note)).toBeNull();
  });

  it('the Analytics tab charts the score of the months with an inspection, with the target in words', async () => {
    answerFetch(byPath({ 'GET /api/customer/analytics': json(analytics()), 'GET /api/customer/inspections': json(list) }));
    renderScreen(<AnalyticsTab />);
    const section = within(await screen.findByRole('region', { name: 'Inspection scores' }));
    const table = within(await section.findByRole('table'));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Sep 202688%', 'Nov 202680.5%']);
    expect(section.getByText('Months with an inspection, oldest first; your target is 85%.')).toBeInTheDocument();
  });
});
