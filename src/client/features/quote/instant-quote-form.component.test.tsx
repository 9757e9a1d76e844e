import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
import { InstantQuoteForm } from './instant-quote-form.tsx';

const form = () => within(screen.getByRole('form', { name: 'Instant quote' }));
const field = (name: string) => form().getByRole('textbox', { name });
const size = () => form().getByRole('textbox', { name: 'Square footage' });
const send = (app: Screen) => app.user.click(form().getByRole('button', { name: 'Get My Instant Quote' }));

async function choose({ user }: Screen, label: string, option: string) {
  await user.selectOptions(form().getByRole('combobox', { name: label }), option);
}

/** Everything but the contact fields. */
async function fillQuote(app: Screen) {
  await app.user.type(field('Email'), 'sam@example.com');
  await choose(app, 'Facility type', 'Medical Facility');
  await choose(app, 'Frequency', 'Daily (5 days a week)');
  await app.user.type(size(), '4500');
}

async function fillAll(app: Screen) {
  await app.user.type(field('First name'), 'Sam');
  await app.user.type(field('Last name'), 'Ortiz');
  await app.user.type(field('Phone'), '(612) 555-0199');
  await app.user.type(field('Business name'), 'Northside Dental');
  await app.user.type(field('Address (optional)'), '100 Main St, Edina, MN');
  await fillQuote(app);
}

/** The tracker's visitor id, as the tracker left it in this browser (read once per page). */
const VISITOR_ID = 'visitor-from-the-tracker';

describe('InstantQuoteForm', () => {
  beforeAll(() => localStorage.setItem('visitorId', VISITOR_ID));

  it('asks for the required fields with the spec toast and calls nothing', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<InstantQuoteForm onQuote={vi.fn()} />);
    await app.user.type(field('First name'), 'Sam');
    await send(app);

    expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
    expect(screen.getByText('All fields marked with * are required.')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(form().getByRole('combobox', { name: 'Frequency' })).toHaveAccessibleDescription('Choose a cleaning frequency');
    expect(field('First name')).toHaveValue('Sam');
    expect(seen).toEqual([]);
  });

  it("marks each empty contact field with the contract's message and focuses the first", async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<InstantQuoteForm onQuote={vi.fn()} />);
    await fillQuote(app);
    await send(app);

    expect(await screen.findByText('All fields marked with * are required.')).toBeVisible();
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(field('Phone')).toHaveAccessibleDescription('Phone is required');
    expect(field('Business name')).toHaveAccessibleDescription('Business name is required');
    expect(field('Address (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(seen).toEqual([]);
  });

  it('sends the short form request and hands the result to its parent', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const onQuote = vi.fn();
    const app = renderScreen(<InstantQuoteForm onQuote={onQuote} />);
    await fillAll(app);
    await send(app);

    expect(await screen.findByText('Quote Submitted Successfully')).toBeVisible();
    expect(screen.getByText('We will contact you soon!')).toBeVisible();
    expect(onQuote).toHaveBeenCalledWith(sampleQuoteResult);
    expect(seen[0]?.body).toEqual({
      source: 'instant-quote',
      companyName: 'Northside Dental',
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam@example.com',
      phone: '(612) 555-0199',
      facilityType: 'medical',
      facilitySize: 'medium',
      squareFootage: 4500,
      frequency: 'Daily-5',
      additionalServices: [],
      address: '100 Main St, Edina, MN',
      // Links the lead to this visitor's page views (decision 0020).
      visitorId: VISITOR_ID,
    });
  });

  it("shows a 400's fields under them, focused, with no failure toast repeating them", async () => {
    answerFetch(problem(400, 'Invalid body: phone', { phone: 'We cannot call this number' }));
    const app = renderScreen(<InstantQuoteForm onQuote={vi.fn()} />);
    await fillAll(app);
    await send(app);

    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(field('Phone')).toHaveAccessibleDescription('We cannot call this number');
    expect(screen.queryByText('Invalid body: phone')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('says what is expected when a typed value is wrong, on leaving the field, without a toast', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<InstantQuoteForm onQuote={vi.fn()} />);
    await app.user.type(field('Email'), 'sam@');
    await app.user.tab();
    expect(field('Email')).toHaveAccessibleDescription('Enter an e-mail address like name@company.com');
    await app.user.type(field('Email'), 'example.com');
    await waitFor(() => expect(field('Email')).not.toHaveAttribute('aria-invalid'));

    await app.user.type(size(), '-50');
    await app.user.tab();
    expect(size()).toHaveAccessibleDescription('100 to 2,000,000 sq ft Enter a number of square feet between 100 and 2,000,000');
    // Leaving an empty field raises nothing: "required" waits for the submit.
    await app.user.click(field('First name'));
    await app.user.tab();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');

    await app.user.clear(field('Email'));
    await app.user.clear(size());
    await fillAll(app);
    await app.user.clear(size());
    await app.user.type(size(), '-50');
    await send(app);
    await waitFor(() => expect(size()).toHaveFocus());
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('says the quote failed when no answer came, keeping the input', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const app = renderScreen(<InstantQuoteForm onQuote={vi.fn()} />);
    await fillAll(app);
    await send(app);

    expect(await screen.findByText('Failed to generate quote')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(field('Business name')).toHaveValue('Northside Dental');
  });
});
