import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { lead } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type Screen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { CrmSummary, LeadJourney } from '#shared/contracts/crm/pipeline.ts';
import type { CrmActivity } from '#shared/contracts/crm/crm.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { Page as CrmPage } from './crm-dashboard-page.tsx';

const lakeside = lead({ leadScore: 85, priority: 'high', estimatedPrice: 1450 });
const birch = lead({
  id: 'd4f6a8b0-0000-4000-8000-000000000004',
  reference: 'TP-2026-0102',
  companyName: 'Birch Law',
  leadScore: 59,
  status: 'contacted',
});

const summary: CrmSummary = {
  totalLeads: 12,
  openLeads: 9,
  pipelineValue: 12450,
  followUpsDue: 3,
  conversionRate: 66.7,
  byStatus: [
    { status: 'new', count: 4, value: 5200 },
    { status: 'contacted', count: 5, value: 7250 },
    { status: 'qualified', count: 0, value: 0 },
    { status: 'proposal', count: 0, value: 0 },
    { status: 'negotiation', count: 0, value: 0 },
    { status: 'won', count: 2, value: 3100 },
    { status: 'lost', count: 1, value: 800 },
  ],
  byArrivalPage: [{ page: '/cities/edina', cityName: 'Edina', leads: 5, openValue: 6000, won: 1, wonValue: 1500 }],
};

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const activities: CrmActivity[] = [
  { id: 6, leadId: lakeside.id, type: 'call', outcome: 'reached', description: 'Wants a walk-through', timestamp: minutesAgo(12) },
  { id: 5, leadId: lakeside.id, type: 'status', outcome: null, description: 'New -> Contacted', timestamp: minutesAgo(3 * 60) },
  { id: 4, leadId: lakeside.id, type: 'email', outcome: 'sent', description: 'Sent the quote', timestamp: minutesAgo(2 * 24 * 60) },
  { id: 3, leadId: lakeside.id, type: 'note', outcome: null, description: 'Third note', timestamp: minutesAgo(3 * 24 * 60) },
  { id: 2, leadId: lakeside.id, type: 'note', outcome: null, description: 'Second note', timestamp: minutesAgo(4 * 24 * 60) },
  { id: 1, leadId: lakeside.id, type: 'created', outcome: null, description: 'Sixth: must not show', timestamp: minutesAgo(5 * 24 * 60) },
];

const journey: LeadJourney = {
  leadId: lakeside.id,
  score: 85,
  scoreParts: [
    { label: 'Monthly value $1,450', points: 20 },
    { label: 'Inactive 14 days', points: -4 },
  ],
  daysInactive: 14,
  tracked: true,
  arrivalPage: '/cities/edina',
  firstSeenAt: minutesAgo(3 * 24 * 60),
  pageViews: 7,
  returnVisits: 2,
  pdfDownloads: 1,
  visits: [{ page: '/pricing', at: minutesAgo(30), durationSeconds: 40, afterLead: true }],
};

function api(leads: () => Lead[] = () => [lakeside, birch], extra: Parameters<typeof byRoute>[0] = []) {
  return byRoute([
    ...extra,
    { path: '/api/leads', reply: () => json(leads()) },
    { path: '/api/crm-summary', reply: json(summary) },
    { path: '/api/crm-activities', reply: json(activities) },
    { path: /^\/api\/leads\/[^/]+\/journey$/, reply: json(journey) },
  ]);
}
const sent = (seen: SeenRequest[], method: string) => seen.filter((r) => r.method === method);

async function openLead(app: Screen, company: string) {
  const list = await screen.findByRole('list', { name: 'Leads' });
  await app.user.click(within(list).getByRole('button', { name: new RegExp(`^${company}`) }));
  return within(await screen.findByRole('dialog', { name: company }));
}

describe('CRM dashboard', () => {
  it('shows the four tiles, the pipeline per status and the leads by page of arrival from the summary', async () => {
    answerFetch(api());
    renderScreen(<CrmPage />);
    const tiles = within(await screen.findByLabelText('Pipeline summary'));
    expect(tiles.getByText('$12,450')).toBeInTheDocument();
    expect(tiles.getByText('9')).toBeInTheDocument();
    expect(tiles.getByText('3')).toBeInTheDocument();
    expect(tiles.getByText('66.7%')).toBeInTheDocument();
    const pipeline = within(screen.getByRole('table', { name: /per status/ }));
    expect(within(pipeline.getByRole('row', { name: /^Contacted/ })).getByText('$7,250')).toBeInTheDocument();
    const arrival = within(screen.getByRole('table', { name: /arrived on/ }));
    expect(arrival.getByRole('rowheader', { name: /Edina/ })).toHaveTextContent('/cities/edina');
  });

  it('colours each score by the spec: green at 80 or more, red under 60', async () => {
    answerFetch(api());
    renderScreen(<CrmPage />);
    const list = within(await screen.findByRole('list', { name: 'Leads' }));
    expect(list.getByText('85').closest('span[title]')!.className).toContain('emerald');
    expect(list.getByText('59').closest('span[title]')!.className).toContain('red');
  });

  it('asks the server for the open leads first, then by the status, priority and text chosen', async () => {
    const seen = answerFetch(api());
    const app = renderScreen(<CrmPage />);
    await screen.findByRole('list', { name: 'Leads' });
    expect(queryOf(sent(seen, 'GET').find((r) => r.url.startsWith('/api/leads?'))!)).toMatchObject({ status: 'open', limit: '50' });
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Lost');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lake');
    await waitFor(() =>
      expect(
        sent(seen, 'GET').some(
          (r) =>
            r.url.startsWith('/api/leads?') && queryOf(r).q === 'lake' && queryOf(r).status === 'lost' && queryOf(r).priority === 'high',
        ),
      ).toBe(true),
    );
  });

  it("names a lead's frequency in words in its panel, never the code", async () => {
    const daily = lead({ companyName: 'Daily Clinic', frequency: 'Daily-5' });
    answerFetch(api(() => [daily]));
    const app = renderScreen(<CrmPage />);
    const panel = await openLead(app, 'Daily Clinic');
    expect(panel.getByText(/Daily \(5 days a week\)/)).toBeInTheDocument();
    expect(panel.queryByText(/Daily-5/)).toBeNull();
  });

  it('says there are no open leads, not "No lead matches", when the only lead is won, and shows every lead on request', async () => {
    const won = lead({ companyName: 'Won Dental', status: 'won' });
    const decided: CrmSummary = { ...summary, totalLeads: 1, openLeads: 0 };
    const seen = answerFetch(
      byRoute([
        { path: '/api/leads', reply: (request) => json(queryOf(request).status === 'open' ? [] : [won]) },
        { path: '/api/crm-summary', reply: json(decided) },
        { path: '/api/crm-activities', reply: json([]) },
      ]),
    );
    const app = renderScreen(<CrmPage />);
    expect(await screen.findByText('No open leads')).toBeInTheDocument();
    expect(screen.getByText(/^All 1 lead has been won or lost\./)).toBeInTheDocument();
    expect(screen.queryByText('No lead matches')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Show every lead' }));
    const list = within(await screen.findByRole('list', { name: 'Leads' }));
    expect(list.getByRole('button', { name: /^Won Dental/ })).toBeInTheDocument();
    expect(
      queryOf(
        sent(seen, 'GET')
          .filter((r) => r.url.startsWith('/api/leads?'))
          .at(-1)!,
      ).status,
    ).toBeUndefined(); // every status
  });

  it('opens a lead in the side panel with at most 5 recent activities in relative times, and its journey', async () => {
    const seen = answerFetch(api());
    const app = renderScreen(<CrmPage />);
    const panel = await openLead(app, 'Lakeside Dental');
    const history = within(await panel.findByRole('list', { name: 'Last 5 activities' }));
    expect(history.getAllByRole('listitem')).toHaveLength(5);
    expect(history.queryByText('Sixth: must not show')).toBeNull();
    expect(history.getByText('12 minutes ago')).toBeInTheDocument();
    expect(history.getByText('3 hours ago')).toBeInTheDocument();
    expect(history.getByText('2 days ago')).toBeInTheDocument();
    expect(queryOf(seen.find((r) => r.url.startsWith('/api/crm-activities'))!)).toEqual({ leadId: lakeside.id, limit: '5' });
    expect(await panel.findByText('Inactive 14 days')).toBeInTheDocument();
    expect(panel.getByText('-4')).toBeInTheDocument();
    expect(panel.getByText('after the quote')).toBeInTheDocument();
  });

  it('asks why before marking a lead lost, then sends the status with the reason', async () => {
    const seen = answerFetch(
      api(undefined, [
        {
          method: 'PUT',
          path: /^\/api\/leads\/[^/]+$/,
          reply: json({ ...lakeside, status: 'lost', lostReason: 'Chose a cheaper company' }),
        },
      ]),
    );
    const app = renderScreen(<CrmPage />);
    const panel = await openLead(app, 'Lakeside Dental');
    const work = within(panel.getByRole('form', { name: 'Work this lead' }));
    await app.user.selectOptions(work.getByRole('combobox', { name: 'Status' }), 'Lost');
    await app.user.click(work.getByRole('button', { name: 'Save changes' }));
    expect(await work.findByText('Say why the lead was lost (at most 500 characters)')).toBeInTheDocument();
    expect(sent(seen, 'PUT')).toEqual([]);
    await app.user.type(work.getByRole('textbox', { name: /Why was it lost/ }), 'Chose a cheaper company');
    await app.user.click(work.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(seen, 'PUT')).toHaveLength(1));
    expect(sent(seen, 'PUT')[0]).toMatchObject({
      url: `/api/leads/${lakeside.id}`,
      body: { status: 'lost', lostReason: 'Chose a cheaper company' },
    });
    expect(await screen.findByText('Lead updated')).toBeInTheDocument();
  });

  it('logs a call only with its outcome', async () => {
    const seen = answerFetch(
      api(undefined, [
        {
          method: 'POST',
          path: /^\/api\/leads\/[^/]+\/activities$/,
          reply: json(
            {
              id: 7,
              leadId: lakeside.id,
              type: 'call',
              outcome: 'reached',
              description: 'Booked a walk-through',
              timestamp: minutesAgo(0),
            },
            201,
          ),
        },
      ]),
    );
    const app = renderScreen(<CrmPage />);
    const panel = await openLead(app, 'Lakeside Dental');
    const log = within(panel.getByRole('form', { name: 'Log an activity' }));
    await app.user.type(log.getByRole('textbox', { name: /What happened/ }), 'Booked a walk-through');
    await app.user.click(log.getByRole('button', { name: 'Log activity' }));
    expect(await log.findByText(/Choose the call’s outcome: reached, left voicemail/)).toBeInTheDocument();
    expect(sent(seen, 'POST')).toEqual([]);
    await app.user.selectOptions(log.getByRole('combobox', { name: /Outcome/ }), 'Reached');
    await app.user.click(log.getByRole('button', { name: 'Log activity' }));
    await waitFor(() => expect(sent(seen, 'POST')).toHaveLength(1));
    expect(sent(seen, 'POST')[0]!.body).toEqual({ type: 'call', outcome: 'reached', description: 'Booked a walk-through' });
    expect(await screen.findByText('Call logged')).toBeInTheDocument();
  });

  it('adds a lead by hand with Add New Lead: required fields first, the price in cents', async () => {
    const created = lead({
      id: 'e5a7b9c1-0000-4000-8000-000000000005',
      reference: 'TP-2026-0200',
      companyName: 'Maple Dental',
      source: 'manual',
    });
    const seen = answerFetch(api(undefined, [{ method: 'POST', path: '/api/leads', reply: json(created, 201) }]));
    const app = renderScreen(<CrmPage />);
    await app.user.click(await screen.findByRole('button', { name: 'Add New Lead' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Lead' }));
    await app.user.click(dialog.getByRole('button', { name: 'Add lead' }));
    expect(await dialog.findByText('Company name is required')).toBeInTheDocument();
    expect(dialog.getByText('Phone is required')).toBeInTheDocument();
    expect(sent(seen, 'POST')).toEqual([]);
    await app.user.type(dialog.getByRole('textbox', { name: /Company/ }), 'Maple Dental');
    await app.user.type(dialog.getByRole('textbox', { name: /First name/ }), 'Ines');
    await app.user.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await app.user.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'ines@maple.example');
    await app.user.type(dialog.getByRole('textbox', { name: /Phone/ }), '612-555-0199');
    await app.user.type(dialog.getByRole('textbox', { name: /Estimated monthly price/ }), '1,450.50');
    await app.user.click(dialog.getByRole('button', { name: 'Add lead' }));
    await waitFor(() => expect(sent(seen, 'POST')).toHaveLength(1));
    expect(sent(seen, 'POST')[0]!.body).toEqual({
      companyName: 'Maple Dental',
      firstName: 'Ines',
      lastName: 'Okafor',
      email: 'ines@maple.example',
      phone: '612-555-0199',
      address: '',
      estimatedPriceCents: 145050,
    });
    expect(await screen.findByRole('dialog', { name: 'Maple Dental' })).toBeInTheDocument();
  });

  it('moves a lead on the board with its Move to list, and asks why before Lost', async () => {
    const seen = answerFetch(
      api(undefined, [{ method: 'PUT', path: /^\/api\/leads\/[^/]+$/, reply: json({ ...birch, status: 'qualified' }) }]),
    );
    const app = renderScreen(<CrmPage />);
    await app.user.click(await screen.findByRole('button', { name: 'Board' }));
    const board = within(await screen.findByRole('list', { name: 'Leads by status' }));
    const contacted = within(board.getByRole('list', { name: 'Contacted leads' }));
    await app.user.selectOptions(contacted.getByRole('combobox', { name: 'Move to' }), 'Qualified');
    await waitFor(() => expect(sent(seen, 'PUT')).toHaveLength(1));
    expect(sent(seen, 'PUT')[0]).toMatchObject({ url: `/api/leads/${birch.id}`, body: { status: 'qualified' } });

    const fresh = within(board.getByRole('list', { name: 'New leads' }));
    await app.user.selectOptions(fresh.getByRole('combobox', { name: 'Move to' }), 'Lost');
    const ask = within(await screen.findByRole('dialog', { name: 'Why was Lakeside Dental lost?' }));
    expect(sent(seen, 'PUT')).toHaveLength(1);
    await app.user.type(ask.getByRole('textbox', { name: 'Reason' }), 'No budget');
    await app.user.click(ask.getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(sent(seen, 'PUT')).toHaveLength(2));
    expect(sent(seen, 'PUT')[1]!.body).toEqual({ status: 'lost', lostReason: 'No budget' });
  });

  it('says when the leads cannot be loaded and retries', async () => {
    let fail = true;
    answerFetch(api(() => [lakeside], [{ path: '/api/leads', reply: () => (fail ? problem(500, 'boom') : json([lakeside])) }]));
    const app = renderScreen(<CrmPage />);
    expect(await screen.findByText('The leads could not be loaded')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('list', { name: 'Leads' })).toBeInTheDocument();
  });
});
