import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PricingVersions } from '#shared/contracts/quote/pricing.ts';
import { renderScreen } from '#tests/support/component-render.tsx';
import { PricingVersionsList } from './pricing-versions.tsx';

const version = (n: number, fields: Partial<PricingVersions['versions'][number]> = {}): PricingVersions['versions'][number] => ({
  version: n,
  createdAt: '2026-11-20T15:00:00Z',
  createdBy: null,
  leadsPriced: 0,
  active: false,
  constants: null,
  ...fields,
});

describe('the pricing versions', () => {
  it('names who saved each: a person, the first start’s defaults, or the app adding new frequencies (decision 0039)', () => {
    renderScreen(
      <PricingVersionsList
        versions={[
          version(3, { active: true }),
          version(2, { createdBy: { id: 4, name: 'Petra Lind' }, leadsPriced: 12 }),
          version(1, { leadsPriced: 40 }),
        ]}
        onRestore={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'The app, adding new frequencies',
      'Petra Lind',
      'Defaults (first start)',
    ]);
  });
});
