import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PricingConfigResponse, PricingConstants, PricingPreview } from '#shared/contracts/quote/pricing.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { PricingEditor, STALE_PRICING_MESSAGE } from './pricing-editor.tsx';

/** Version 3 in force: the model's defaults (pricing-model.md §6.1, §6.3), written out. */
const constants: PricingConstants = {
  baseWage: 19,
  laborBurden: 0.25,
  overheadShare: 0.12,
  profitShare: 0.1,
  supplyPercentage: 10,
  addOnMarkup: 0.15,
  addOnMinimum: 150,
  facilities: {
    office: { sqftPerLaborHour: 3500, category: 'Standard commercial', hardFloorShare: 0.3 },
    medical: { sqftPerLaborHour: 2500, category: 'Healthcare / high-disinfection', hardFloorShare: 0.7 },
    industrial: { sqftPerLaborHour: 4500, category: 'Industrial / heavy soil', hardFloorShare: 0.7 },
    retail: { sqftPerLaborHour: 4000, category: 'Retail / public floor', hardFloorShare: 0.6 },
    educational: { sqftPerLaborHour: 3000, category: 'Educational / high-traffic', hardFloorShare: 0.6 },
    restaurant: { sqftPerLaborHour: 2000, category: 'Food service / grease', hardFloorShare: 0.9 },
    gym: { sqftPerLaborHour: 2800, category: 'Fitness / locker rooms', hardFloorShare: 0.6 },
    warehouse: { sqftPerLaborHour: 8000, category: 'Open-floor / low-detail', hardFloorShare: 0.9 },
    other: { sqftPerLaborHour: 3000, category: 'Standard commercial', hardFloorShare: 0.5 },
  },
  frequencies: {
    'Daily-5': { adjustment: 1, sessionsPerYear: 260, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    'Daily-7': { adjustment: 1, sessionsPerYear: 365, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    Weekly: { adjustment: 1.3, sessionsPerYear: 52, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    'Bi-weekly': { adjustment: 1.45, sessionsPerYear: 26, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    '2x-Weekly': { adjustment: 1.15, sessionsPerYear: 104, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    '3x-Weekly': { adjustment: 1.1, sessionsPerYear: 156, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    Monthly: { adjustment: 1.75, sessionsPerYear: 12, maxHoursPerCleaner: 8, minLaborHours: 2 },
    Quarterly: { adjustment: 2.25, sessionsPerYear: 4, maxHoursPerCleaner: 8, minLaborHours: 3 },
    // A one-time clean is not annualised: one session, annual total = monthly total.
    'One-time': { adjustment: 3, sessionsPerYear: 1, maxHoursPerCleaner: 8, minLaborHours: 4 },
  },
  addOns: {
    'Floor Care & Maintenance': { unitPrice: 0.35, occurrencesPerYear: 2 },
    'Carpet Cleaning': { unitPrice: 0.2, occurrencesPerYear: 1 },
    'Window Cleaning': { unitPrice: 5, occurrencesPerYear: 4 },
    'Post-Construction Cleanup': { unitPrice: 0.3, occurrencesPerYear: 1 },
    'Move-In/Move-Out Cleaning': { unitPrice: 0.2, occurrencesPerYear: 1 },
    'Pressure Washing': { unitPrice: 0.2, occurrencesPerYear: 2 },
    'Parking Lot Sweeping': { unitPrice: 75, occurrencesPerYear: 24 },
    'Light Fixture & Ceiling Cleaning': { unitPrice: 4, occurrencesPerYear: 2 },
    'Air Vent & Duct Cleaning': { unitPrice: 30, occurrencesPerYear: 1 },
    'Restroom Deep Restoration': { unitPrice: 175, occurrencesPerYear: 4 },
    'Day Porter Services': { unitPrice: 30, occurrencesPerYear: 260 },
    'Event Cleanup': { unitPrice: 32, occurrencesPerYear: 12 },
  },
  quantities: {
    sqftPerWindowPane: 150,
    sqftPerLightFixture: 80,
    sqftPerAirVent: 200,
    sqftPerRestroom: 5000,
    pressureWashShareOfFloor: 0.2,
    parkingLotFactor: 1.4,
    sweeperSqftPerHour: 60_000,
    sweeperMinimumHours: 1,
    dayPorterHoursPerDay: 4,
    eventSqftPerHour: 2500,
    eventMinimumHours: 4,
  },
};

const config: PricingConfigResponse = { version: 3, constants, updatedAt: '2026-11-20T15:00:00Z' };

const preview = (proposedMonthly: number): PricingPreview => ({
  currentVersion: 3,
  examples: [
    {
      id: 'office-weekly',
      label: '10,000 sq ft office, Weekly (§7.1)',
      current: { totalMonthlyCost: 539.09, totalAnnualCost: 6469.05, baseCostPerSession: 124.4, cleanersNeeded: 1 },
      proposed: { totalMonthlyCost: proposedMonthly, totalAnnualCost: proposedMonthly * 12, baseCostPerSession: 130, cleanersNeeded: 1 },
    },
  ],
});

/** Answers by call: preview, save (or a 409), and the refetch of the configuration after a save. */
function server(save: (r: SeenRequest) => Response = () => json({ ...config, version: 4 })) {
  return answerFetch((r) => {
    if (r.url === '/api/admin/pricing-config/preview') return json(preview(567.4));
    if (r.method === 'PUT') return save(r);
    return json(config);
  });
}

const wage = () => screen.getByLabelText('Base wage ($ per hour)');
const saveButton = () => screen.getByRole('button', { name: 'Save pricing' });

describe('the pricing editor', () => {
  it('saves only the exact values previewed, with If-Match of the version opened', async () => {
    const seen = server();
    const { user } = renderScreen(<PricingEditor config={config} onReload={vi.fn()} />);

    expect(saveButton()).toBeDisabled();
    await user.clear(wage());
    await user.type(wage(), '20');
    // Changed but not previewed: no save.
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Preview these values to save them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('table', { name: /Worked examples/ })).toHaveTextContent('$539.09');
    expect(screen.getByRole('table', { name: /Worked examples/ })).toHaveTextContent('$567.40');
    expect(seen.filter((r) => r.url === '/api/admin/pricing-config/preview').map((r) => (r.body as PricingConstants).baseWage)).toEqual([
      20,
    ]);
    expect(saveButton()).toBeEnabled();

    // A value changed after the preview: saving waits for a new preview.
    await user.type(wage(), '.5');
    expect(saveButton()).toBeDisabled();
    await user.clear(wage());
    await user.type(wage(), '20');
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/pricing-config');
    expect(put.headers.get('if-match')).toBe('"3"');
    expect((put.body as PricingConstants).baseWage).toBe(20);
    expect(await screen.findByText('Version 4 prices new quotes; earlier leads keep their version.')).toBeInTheDocument();
  });

  it('shows 2 and 3 times a week in words with their four figures, and saves a changed one (decision 0039)', async () => {
    const seen = server();
    const { user } = renderScreen(<PricingEditor config={config} onReload={vi.fn()} />);
    const frequencies = within(screen.getByRole('group', { name: 'Frequencies' }));
    expect(frequencies.getByRole('heading', { name: '2 times a week' })).toBeInTheDocument();
    expect(frequencies.getByRole('heading', { name: '3 times a week' })).toBeInTheDocument();
    expect(screen.queryByText(/2x-Weekly|3x-Weekly/)).toBeNull();
    expect(screen.getByLabelText('Visits per year (2 times a week)')).toHaveValue('104');
    expect(screen.getByLabelText('Visits per year (3 times a week)')).toHaveValue('156');
    expect(screen.getByLabelText('Time adjustment (3 times a week)')).toHaveValue('1.1');

    const twice = screen.getByLabelText('Time adjustment (2 times a week)');
    expect(twice).toHaveValue('1.15');
    await user.clear(twice);
    await user.type(twice, '1.2');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: /Worked examples/ });
    await user.click(saveButton());
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const saved = seen.find((r) => r.method === 'PUT')!.body as PricingConstants;
    expect(saved.frequencies['2x-Weekly']).toEqual({ adjustment: 1.2, sessionsPerYear: 104, maxHoursPerCleaner: 4, minLaborHours: 1.5 });
    expect(saved.frequencies['3x-Weekly']).toEqual(constants.frequencies['3x-Weekly']);
  });

  it('names a value the contract refuses and asks the server nothing', async () => {
    const seen = server();
    const { user } = renderScreen(<PricingEditor config={config} onReload={vi.fn()} />);
    await user.clear(wage());
    await user.type(wage(), '-4');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please correct the highlighted values.')).toBeInTheDocument();
    expect(wage()).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
    expect(saveButton()).toBeDisabled();
  });

  it('says someone else saved when the server answers 409, and offers a reload', async () => {
    server(() => problem(409, 'The pricing changed since you opened it. Reload it, preview again and save.'));
    const onReload = vi.fn();
    const { user } = renderScreen(<PricingEditor config={config} onReload={onReload} />);
    await user.clear(wage());
    await user.type(wage(), '21');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: /Worked examples/ });
    await user.click(saveButton());
    expect(await screen.findByText(STALE_PRICING_MESSAGE)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload pricing' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
