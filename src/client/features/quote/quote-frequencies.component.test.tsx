import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { QuoteCalculator } from './quote-calculator.tsx';

// 2 and 3 times a week in the quote calculator (decision 0039): offered in words, sent as their codes.
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the quote calculator offers 2 and 3 times a week', () => {
  it('the calculator: all nine frequencies, and "2 times a week" asks for 2x-Weekly', async () => {
    const seen = answerFetch(json({ ...sampleQuoteResult, frequency: '2x-Weekly', totalMonthlyCost: 953.77, totalAnnualCost: 11445.24 }));
    const app = renderScreen(<QuoteCalculator headingId="quote-heading" />);
    const form = within(screen.getByRole('form', { name: 'Professional quote request' }));
    const frequency = form.getByRole('combobox', { name: 'Cleaning frequency' });
    expect(optionsOf(frequency).filter((label) => label !== 'Select frequency' && label !== 'Choose a frequency')).toEqual([
      'One-time cleaning',
      'Weekly',
      'Bi-weekly (every two weeks)',
      '2 times a week',
      '3 times a week',
      'Daily (5 days a week)',
      'Daily (7 days a week)',
      'Monthly',
      'Quarterly',
    ]);

    await app.user.type(form.getByRole('textbox', { name: 'Company name' }), 'Acme Offices');
    await app.user.type(form.getByRole('textbox', { name: 'First name' }), 'Dana');
    await app.user.type(form.getByRole('textbox', { name: 'Last name' }), 'Reyes');
    await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await app.user.type(form.getByRole('textbox', { name: 'Phone' }), '612-555-0134');
    await app.user.selectOptions(form.getByRole('combobox', { name: 'Facility type' }), 'Office Building');
    await app.user.type(form.getByRole('textbox', { name: 'Square footage' }), '10000');
    await app.user.selectOptions(frequency, '2 times a week');
    await app.user.click(form.getByRole('button', { name: 'Calculate My Quote' }));

    expect(await screen.findByText('Estimated monthly cost: $954')).toBeVisible();
    expect(seen[0]?.body).toMatchObject({ frequency: '2x-Weekly', squareFootage: 10000 });
  });
});
