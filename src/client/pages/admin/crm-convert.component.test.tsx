import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ana, ben, lead } from '#tests/fixtures/operations.ts';
import { byRoute } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type Screen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import type { Conversion } from '#shared/contracts/conversion.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { Page as CrmPage } from './crm-dashboard-page.tsx';

const open = lead();
const won = lead({
  id: 'b2d4f6a8-0000-4000-8000-000000000002',
  reference: 'TP-2026-0101',
  companyName: 'Cedar Clinic',
  status: 'won',
  convertedAt: '2026-11-20T18:00:00.000Z',
});
const windowLead = lead({
  id: 'c3e5a7b9-0000-4000-8000-000000000003',
  reference: 'TP-2026-0150',
  companyName: 'Glass Corner',
  source: 'window-quote',
  frequency: 'Quarterly',
  estimatedPrice: 0,
});

const conversion: Conversion = {
  leadId: open.id,
  reference: open.reference,
  convertedAt: '2026-11-25T18:00:00.000Z',
  customer: { id: 40, username: 'mara', name: 'Mara Holm', companyName: 'Lakeside Dental', email: 'mara@lakeside.example', created: true },
  site: { id: 50, name: 'Lakeside Dental', address: '7001 France Ave S, Edina, MN 55435' },
  servicePlan: {
    id: 60,
    frequency: 'Weekly',
    serviceDays: [2, 4],
    startTime: '19:00',
    startsOn: '2026-12-01',
    visitMinutes: 150,
    crewSize: 2,
    monthlyPriceCents: 145000,
  },
  bookingsCreated: 16,
  firstVisit: '2026-12-02T01:00:00.000Z',
  passwordLink: { url: 'http://localhost/set-password?token=inv1te', expiresAt: '2026-12-02T18:00:00Z', emailed: false },
};

function routes(leads: () => Lead[], convertReply: Parameters<typeof byRoute>[0][number]['reply'] = json(conversion, 201)) {
  return byRoute([
    { path: '/api/leads', reply: () => json(leads()) },
    { path: '/api/crm-summary', reply: json(emptySummary) },
    { path: '/api/crm-activities', reply: json([]) },
    { path: /^\/api\/leads\/[^/]+\/journey$/, reply: problem(404, 'No such lead') },
    { path: '/api/users', reply: json([ana, ben]) },
    { method: 'POST', path: /^\/api\/admin\/leads\/[^/]+\/convert$/, reply: convertReply },
  ]);
}
const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST');
const emptySummary: CrmSummary = {
  totalLeads: 3,
  openLeads: 2,
  pipelineValue: 0,
  followUpsDue: 0,
  conversionRate: null,
  byStatus: [],
  byArrivalPage: [],
};

/** Opens the lead's side panel from its row in the list; the panel. */
async function openLead(app: Screen, company: string) {
  const leads = await screen.findByRole('list', { name: 'Leads' });
  await app.user.click(within(leads).getByRole('button', { name: new RegExp(`^${company}`) }));
  return within(await screen.findByRole('dialog', { name: company }));
}
/** The conversion dialog (opened over the panel). */
const convertDialog = () => within(screen.getByRole('dialog', { name: /^Convert/ }));

describe('Converting a lead from the CRM list', () => {
  it('offers the conversion on an open lead and a won one not yet converted, not on a customer', async () => {
    const wonNotConverted = lead({
      id: 'd4f6a8b0-0000-4000-8000-000000000004',
      reference: 'TP-2026-0102',
      companyName: 'Birch Law',
      status: 'won',
    });
    answerFetch(routes(() => [open, won, wonNotConverted]));
    const app = renderScreen(<CrmPage />);
    let panel = await openLead(app, 'Lakeside Dental');
    expect(panel.getByRole('button', { name: 'Convert to customer' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    panel = await openLead(app, 'Birch Law');
    expect(panel.getByText('Won: make them a customer with a site and a service plan.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Convert to customer' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    panel = await openLead(app, 'Cedar Clinic');
    expect(panel.getByText('A customer since Nov 20, 2026')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Convert to customer' })).toBeNull();
  });

  it('sends only the overrides chosen, then shows what was made and the one-time invite link', async () => {
    let converted = false;
    const seen = answerFetch(
      routes(
        () => (converted ? [{ ...open, status: 'won' as const, convertedAt: conversion.convertedAt }] : [open]),
        () => {
          converted = true;
          return json(conversion, 201);
        },
      ),
    );
    const app = renderScreen(<CrmPage />);
    await app.user.click((await openLead(app, 'Lakeside Dental')).getByRole('button', { name: 'Convert to customer' }));
    const dialog = convertDialog();
    expect(dialog.getByRole('combobox', { name: /Frequency/ })).toHaveDisplayValue('As quoted (Weekly)');
    await app.user.type(dialog.getByLabelText(/^Start date/), '2026-12-01');
    await app.user.type(dialog.getByLabelText(/^Visit time/), '19:00');
    await app.user.click(dialog.getByRole('checkbox', { name: 'Tue' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Thu' }));
    await app.user.type(dialog.getByRole('spinbutton', { name: /Visit length/ }), '150');
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ana Ruiz/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Convert to customer' }));

    expect(await dialog.findByRole('heading', { name: 'Lakeside Dental is a customer' })).toBeInTheDocument();
    expect(posts(seen)[0]).toMatchObject({ url: `/api/admin/leads/${open.id}/convert` });
    expect(posts(seen)[0]!.body).toEqual({
      startsOn: '2026-12-01',
      serviceDays: [2, 4],
      startTime: '19:00',
      visitMinutes: 150,
      crew: [11],
    });
    expect(dialog.getByText('A new Client Portal account, mara, for mara@lakeside.example.')).toBeInTheDocument();
    expect(dialog.getByText(/Weekly, Tue, Thu at 7:00 PM, from Dec 1, 2026/)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Set-password link' })).toHaveValue(conversion.passwordLink!.url);
    expect(dialog.getByRole('link', { name: 'Open the plan' })).toHaveAttribute('href', '/admin/service-plans/60');

    await app.user.click(dialog.getByRole('button', { name: 'Done' }));
    const panel = within(screen.getByRole('dialog', { name: 'Lakeside Dental' }));
    await waitFor(() => expect(panel.getByText('A customer since Nov 25, 2026')).toBeInTheDocument());
    expect(panel.queryByRole('button', { name: 'Convert to customer' })).toBeNull();
  });

  it('asks a window-cleaning lead for its plan terms, and shows a refusal', async () => {
    const seen = answerFetch(
      routes(() => [windowLead], problem(409, 'This lead is already a customer: Glass Corner (converted on Nov 20, 2026).')),
    );
    const app = renderScreen(<CrmPage />);
    await app.user.click((await openLead(app, 'Glass Corner')).getByRole('button', { name: 'Convert to customer' }));
    const dialog = convertDialog();
    await app.user.click(dialog.getByRole('button', { name: 'Convert to customer' }));
    expect(await dialog.findByText('A window-cleaning quote has no plan yet: choose its frequency')).toBeInTheDocument();
    expect(dialog.getByText('Enter the visit length in minutes')).toBeInTheDocument();
    expect(dialog.getByText('Enter the monthly price')).toBeInTheDocument();
    expect(posts(seen)).toEqual([]);

    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Frequency/ }), 'Quarterly');
    await app.user.type(dialog.getByRole('spinbutton', { name: /Visit length/ }), '240');
    await app.user.type(dialog.getByRole('textbox', { name: /Monthly price/ }), '325');
    await app.user.click(dialog.getByRole('button', { name: 'Convert to customer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This lead is already a customer: Glass Corner');
    await waitFor(() =>
      expect(posts(seen)[0]!.body).toEqual({ frequency: 'Quarterly', visitMinutes: 240, monthlyPriceCents: 32500, crew: [] }),
    );
  });

  it('links a one-time quote’s conversion to booking its visit at the new site', async () => {
    const oneTime = lead({ frequency: 'One-time' });
    answerFetch(
      routes(() => [oneTime], json({ ...conversion, servicePlan: null, bookingsCreated: 0, firstVisit: null, passwordLink: null }, 201)),
    );
    const app = renderScreen(<CrmPage />);
    await app.user.click((await openLead(app, 'Lakeside Dental')).getByRole('button', { name: 'Convert to customer' }));
    const dialog = convertDialog();
    expect(dialog.getByRole('combobox', { name: /Frequency/ })).toHaveDisplayValue('As quoted: one visit, no plan');
    await app.user.click(dialog.getByRole('button', { name: 'Convert to customer' }));
    const book = await dialog.findByRole('link', { name: 'Book the visit' });
    expect(book.getAttribute('href')).toBe(
      '/admin/bookings?customer=40&site=50&siteLabel=Lakeside+Dental%2C+7001+France+Ave+S%2C+Edina%2C+MN+55435',
    );
    expect(dialog.queryByRole('textbox', { name: 'Set-password link' })).toBeNull();
  });
});
