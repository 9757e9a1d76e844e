import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlanPriceVersion } from '#shared/contracts/sites.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { RaisePrice } from './site-price-change.tsx';

const offered: PlanPriceVersion = {
  servicePlanId: 7,
  version: 2,
  effectiveFrom: '2027-01-01',
  previousPriceCents: 53_909,
  monthlyPriceCents: 245_000,
  note: null,
  status: 'offered',
  createdAt: '2026-11-29T16:00:00.000Z',
  expiresAt: '2026-12-29T16:00:00.000Z',
  sentTo: 'nora@spruce.example',
  accepted: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('raising a site’s price', () => {
  it('sends the price in cents and the first of the chosen month, then lists the version waiting for the customer', async () => {
    let made = false;
    const seen = answerFetch((request: SeenRequest) => {
      if (request.method === 'POST') {
        made = true;
        return json(offered, 201);
      }
      return json(made ? [offered] : []);
    });
    const { user } = renderScreen(<RaisePrice siteId={3} proposedCents={33_569} />, { path: '/admin/sites/3' });
    const form = await screen.findByRole('form', { name: 'Raise the price' });
    const price = within(form).getByLabelText(/New monthly price/);
    expect(price).toHaveValue('335.69');
    await user.clear(price);
    await user.type(price, '2450');
    const month = within(form).getByLabelText(/Billed from/) as HTMLSelectElement;
    await user.selectOptions(month, month.options[2]!.value);
    await user.click(within(form).getByRole('button', { name: 'Send the new agreement' }));
    await screen.findByText('New price sent');
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.url).toContain('/api/admin/sites/3/price-changes');
    expect(post.body).toEqual({ monthlyPriceCents: 245_000, effectiveFrom: `${month.options[2]!.value}-01`, note: '' });
    await screen.findByText('Version 2: $2,450.00 from January 2027');
    expect(screen.getByText('Waiting for the customer')).toBeInTheDocument();
    // One offer at a time: the form gives way while it waits.
    expect(screen.queryByRole('form', { name: 'Raise the price' })).toBeNull();
  });

  it('puts the server’s refusal of the month under its field', async () => {
    answerFetch((request: SeenRequest) =>
      request.method === 'POST'
        ? problem(409, 'The plan is already invoiced for December 2026: choose a later month, or void that invoice first.', {
            effectiveFrom: 'Choose a month not invoiced yet',
          })
        : json([]),
    );
    const { user } = renderScreen(<RaisePrice siteId={3} proposedCents={null} />, { path: '/admin/sites/3' });
    const form = await screen.findByRole('form', { name: 'Raise the price' });
    await user.type(within(form).getByLabelText(/New monthly price/), '700');
    await user.click(within(form).getByRole('button', { name: 'Send the new agreement' }));
    expect(await within(form).findByText('Choose a month not invoiced yet')).toBeInTheDocument();
  });
});
