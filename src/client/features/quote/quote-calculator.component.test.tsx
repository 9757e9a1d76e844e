import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
import { QuoteCalculator } from './quote-calculator.tsx';

function form() {
  return within(screen.getByRole('form', { name: 'Professional quote request' }));
}

const field = (name: string) => form().getByRole('textbox', { name });
const size = () => field('Square footage');

async function choose({ user }: Screen, label: string, option: string) {
  await user.selectOptions(form().getByRole('combobox', { name: label }), option);
}

async function fill(app: Screen) {
  await app.user.type(field('Company name'), 'Acme Offices');
  await app.user.type(field('First name'), 'Dana');
  await app.user.type(field('Last name'), 'Reyes');
  await app.user.type(field('Email'), 'dana@example.com');
  await app.user.type(field('Phone'), '612-555-0134');
  await choose(app, 'Facility type', 'Office Building');
  await app.user.type(size(), '12000');
  await app.user.click(form().getByText('Carpet Cleaning', { exact: true }));
}

const calculate = (app: Screen) => app.user.click(form().getByRole('button', { name: 'Calculate My Quote' }));

describe('QuoteCalculator', () => {
  it('asks for the required fields with the spec toast, marks them, keeps the input and calls nothing', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await app.user.type(field('First name'), 'Dana');
    await calculate(app);

    expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
    expect(screen.getByText('Email, Facility Type, Square Footage, and Cleaning Frequency are required.')).toBeVisible();
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(form().getByRole('combobox', { name: 'Facility type' })).toHaveAccessibleDescription('Choose a facility type');
    expect(form().getByRole('combobox', { name: 'Cleaning frequency' })).toHaveDisplayValue('Weekly');
    expect(field('First name')).toHaveValue('Dana');
    expect(seen).toEqual([]);
  });

  it("asks for the names, company and phone it marks required, in the short form's words when the spec's four are there", async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await fill(app);
    await app.user.clear(field('Company name'));
    await app.user.clear(field('Phone'));
    await calculate(app);

    expect(await screen.findByText('All fields marked with * are required.')).toBeVisible();
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(field('Company name')).toHaveAccessibleDescription('Company name is required');
    expect(field('Phone')).toHaveAccessibleDescription('Phone is required');
    expect(field('Address (optional)')).not.toBeRequired();
    expect(seen).toEqual([]);
  });

  it('checks with the contract: an out-of-range size says what is expected under the field, and no toast', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await fill(app);
    await app.user.clear(size());
    await app.user.type(size(), '50');
    await calculate(app);

    await waitFor(() => expect(size()).toHaveFocus());
    expect(size()).toHaveAccessibleDescription('100 to 2,000,000 sq ft Enter a number of square feet between 100 and 2,000,000');
    expect(screen.queryByText('Failed to calculate quote. Please try again.')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('reads "12,500" as a number', async () => {
    const seen = answerFetch(json(sampleQuoteResult));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await fill(app);
    await app.user.clear(size());
    await app.user.type(size(), '12,500');
    await calculate(app);
    expect(await screen.findByRole('heading', { name: 'Quote Generated' })).toBeVisible();
    expect(seen[0]?.body).toMatchObject({ squareFootage: 12500 });
  });

  it('sends the contract request with an Idempotency-Key, shows the result, and reuses the key on a retry', async () => {
    const seen = answerFetch(new TypeError('Failed to fetch'), json(sampleQuoteResult));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await fill(app);
    await calculate(app);

    expect(await screen.findByText('Failed to calculate quote. Please try again.')).toBeVisible();
    expect(field('Email')).toHaveValue('dana@example.com');
    expect(screen.getByRole('heading', { name: 'Professional Quote Request' })).toBeVisible();

    await calculate(app);
    expect(await screen.findByRole('heading', { name: 'Quote Generated' })).toBeVisible();
    expect(screen.getByText('Estimated monthly cost: $1,216')).toBeVisible();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/pricing-breakdown',
      body: {
        source: 'calculator',
        companyName: 'Acme Offices',
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@example.com',
        phone: '612-555-0134',
        facilityType: 'office',
        facilitySize: 'medium',
        squareFootage: 12000,
        frequency: 'Weekly',
        additionalServices: ['Carpet Cleaning'],
      },
    });
    expect(seen[1]?.headers.get('Idempotency-Key')).toBe(seen[0]?.headers.get('Idempotency-Key'));
  });

  it("shows a 400's field messages under their fields, with no failure toast", async () => {
    answerFetch(problem(400, 'Invalid body: squareFootage', { squareFootage: 'We do not serve buildings this large yet' }));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    await fill(app);
    await calculate(app);

    await waitFor(() => expect(size()).toHaveFocus());
    expect(size()).toHaveAttribute('aria-invalid', 'true');
    expect(size()).toHaveAccessibleDescription('100 to 2,000,000 sq ft We do not serve buildings this large yet');
    expect(screen.queryByText('Failed to calculate quote. Please try again.')).toBeNull();
  });

  it('presets the form from the link', () => {
    answerFetch(json(sampleQuoteResult));
    renderScreen(<QuoteCalculator headingId="quote-heading" prefill="service=medical-facilities&city=st-louis-park&sqft=5000" />);
    expect(form().getByRole('combobox', { name: 'Facility type' })).toHaveDisplayValue('Medical Facility');
    expect(field('Address (optional)')).toHaveValue('St Louis Park');
    expect(size()).toHaveValue('5000');
    expect(field('Company name')).toBeRequired();
  });
});
