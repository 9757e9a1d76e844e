import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
import { Page } from './window-cleaning-page.tsx';

const form = () => within(screen.getByRole('form', { name: 'Window cleaning quote request' }));
const field = (name: string) => form().getByRole('textbox', { name });
const send = (app: Screen) => app.user.click(form().getByRole('button', { name: 'Get My Quote' }));

async function fill(app: Screen) {
  await app.user.type(field('Full name'), 'Pat Jensen');
  await app.user.type(field('Mobile'), '612-555-0123');
  await app.user.type(field('Address'), '4500 France Ave S, Edina');
  await app.user.selectOptions(form().getByRole('combobox', { name: 'Rough pane count' }), '21-40');
  await app.user.click(form().getByText('Quarterly', { exact: true }));
}

describe('the window-cleaning quote form', () => {
  it('checks the request with the contract and shows its messages under the fields', async () => {
    const seen = answerFetch(json({ leadId: 'lead-1', message: 'Thanks!' }));
    const app = renderScreen(<Page params={{}} />, { path: '/window-cleaning' });
    await app.user.type(field('Email (optional)'), 'not-an-email');
    await send(app);

    for (const message of ['Full name is required', 'Mobile number is required', 'Address is required', 'Enter an e-mail address like name@company.com', 'Choose a pane count', 'Choose a plan']) {
      expect(form().getByText(message, { exact: true }), message).toBeVisible();
    }
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(form().getByRole('group', { name: 'Preferred plan' })).toHaveAccessibleDescription('Choose a plan');
    expect(seen).toEqual([]);
  });

  it('takes the address typed in the hero, sends the request with the chosen add-ons and confirms', async () => {
    const seen = answerFetch(json({ leadId: 'lead-42', reference: 'TP-2026-0042', message: 'We will call you within one business day.' }));
    const app = renderScreen(<Page params={{}} />, { path: '/window-cleaning' });
    const hero = within(screen.getByRole('form', { name: 'Do we clean windows near you?' }));
    await app.user.type(hero.getByRole('textbox', { name: 'Property address' }), '4500 France Ave S');
    expect(field('Address')).toHaveValue('4500 France Ave S');
    await app.user.type(field('Address'), ', Edina');
    expect(hero.getByRole('textbox', { name: 'Property address' })).toHaveValue('4500 France Ave S, Edina');

    await app.user.click(screen.getByRole('button', { name: /Gutter Cleaning/ }));
    await app.user.type(field('Full name'), 'Pat Jensen');
    await app.user.type(field('Mobile'), '612-555-0123');
    await app.user.selectOptions(form().getByRole('combobox', { name: 'Rough pane count' }), '21-40');
    await app.user.click(form().getByText('Biannual', { exact: true }));
    await app.user.click(form().getByLabelText('Send me text updates about my quote and visits'));
    await send(app);

    expect(await screen.findByRole('heading', { name: 'Request received' })).toHaveFocus();
    expect(screen.getByText('Thanks! We will call you shortly.')).toBeVisible();
    expect(screen.getByText('TP-2026-0042')).toBeVisible();
    expect(screen.queryByText('lead-42')).toBeNull();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/window-quotes',
      body: {
        fullName: 'Pat Jensen',
        mobile: '612-555-0123',
        address: '4500 France Ave S, Edina',
        email: '',
        paneCount: '21-40',
        preferredPlan: 'Biannual',
        notes: '',
        textUpdates: true,
        addOns: ['Gutter Cleaning'],
      },
    });
    expect(seen[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts a 400's fields under them; a failure without fields shows the server's message", async () => {
    answerFetch(problem(400, 'Invalid body: mobile', { mobile: 'We cannot text this number' }), new TypeError('Failed to fetch'));
    const app = renderScreen(<Page params={{}} />, { path: '/window-cleaning' });
    await fill(app);
    await send(app);

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeVisible();
    await waitFor(() => expect(field('Mobile')).toHaveFocus());
    expect(field('Mobile')).toHaveAccessibleDescription('We cannot text this number');

    await app.user.clear(field('Mobile'));
    await app.user.type(field('Mobile'), '612-555-0124');
    await send(app);
    expect(await screen.findByText('We could not send your request. Please try again, or call us.')).toBeVisible();
    expect(field('Full name')).toHaveValue('Pat Jensen');
  });

  it('picks the plan from a plan card', async () => {
    answerFetch(json({}));
    const app = renderScreen(<Page params={{}} />, { path: '/window-cleaning' });
    await app.user.click(screen.getByRole('link', { name: 'Choose Quarterly' }));
    expect(form().getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    await app.user.click(screen.getByRole('link', { name: 'Choose One-Time' }));
    expect(form().getByRole('radio', { name: 'One-Time' })).toBeChecked();
  });
});
