import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlanPriceVersion } from '#shared/contracts/sites.ts';
import { answerFetch, json, problem, renderScreen, testSite, type SeenRequest } from '#tests/support/component-render.tsx';
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
  acceptUrl: null,
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

  it('without e-mail, says the agreement is held instead of e-mailed and gives the admin its link to pass on (issue 30, decision 0041)', async () => {
    const link = 'https://twinpines.example/accept/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const heldOffer = { ...offered, acceptUrl: link };
    let made = false;
    answerFetch((request: SeenRequest) => {
      if (request.method === 'POST') {
        made = true;
        return json(heldOffer, 201);
      }
      return json(made ? [heldOffer] : []);
    });
    const { user } = renderScreen(<RaisePrice siteId={3} proposedCents={245_000} />, {
      path: '/admin/sites/3',
      site: { ...testSite, capabilities: { emailDelivery: false } },
    });
    const form = await screen.findByRole('form', { name: 'Raise the price' });
    await user.click(within(form).getByRole('button', { name: 'Send the new agreement' }));
    expect(await screen.findByText('The agreement’s e-mail to nora@spruce.example is held until e-mail is set up.')).toBeInTheDocument();
    const versions = within(await screen.findByRole('list', { name: 'Price changes' }));
    expect(
      versions.getByText(
        'Was $539.09. The agreement’s e-mail to nora@spruce.example is held until e-mail is set up (Settings); the link works until Dec 29, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/e-mailed to|went to nora/)).toBeNull();
    expect(versions.getByRole('textbox', { name: 'Acceptance link: send it to the customer yourself' })).toHaveValue(link);
    await user.click(versions.getByRole('button', { name: 'Copy link' }));
    expect(await versions.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(link);
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
