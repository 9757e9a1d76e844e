import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InspectionTemplate, SiteInspectionSettings } from '#shared/contracts/inspections.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { SiteInspectionSettingsCard } from './site-inspection-settings.tsx';
import { TemplateEditor } from './template-editor.tsx';

// Settings' inspection checklists (issue 33): a facility type's checklist saved as a new version, and one
// site's own adjustments (items left out, items added) with its target, interval and report e-mail.

const office: InspectionTemplate = {
  version: 3,
  facilityType: 'office',
  areas: [
    {
      key: 'restrooms',
      label: 'Restrooms',
      items: [
        { key: 'restrooms.fixtures', label: 'Sinks and fixtures' },
        { key: 'restrooms.floors', label: 'Floors' },
      ],
    },
    { key: 'glass', label: 'Glass', items: [{ key: 'glass.interior', label: 'Interior glass' }] },
  ],
  points: { good: 10, fair: 5, poor: 0 },
  createdAt: '2026-11-02T15:00:00.000Z',
  createdBy: 'Avery Admin',
};

describe('Settings → Inspection checklists', () => {
  it('saves the edited checklist as a new version, a new item keyed from its label', async () => {
    const seen = answerFetch((r) =>
      r.method === 'PUT' ? json({ ...office, ...(r.body as object), version: 4 }) : json({ templates: [office] }),
    );
    const { user } = renderScreen(<TemplateEditor />);
    expect(await screen.findByText(/^Version 3, saved/)).toHaveTextContent('by Avery Admin');

    const good = screen.getByLabelText('Good');
    await user.clear(good);
    await user.type(good, '4');
    await user.clear(screen.getByLabelText('Fair'));
    await user.type(screen.getByLabelText('Fair'), '2');
    const restrooms = screen.getByRole('group', { name: 'Area 1' });
    await user.click(within(restrooms).getByRole('button', { name: 'Add an item' }));
    await user.type(screen.getByLabelText('Area 1, item 3'), 'Mirrors polished');
    await user.click(screen.getByRole('button', { name: 'Remove item 2 of area 1' }));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText('Office Building: version 4.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      [
        '/api/admin/inspections/templates/office',
        {
          points: { good: 4, fair: 2, poor: 0 },
          areas: [
            {
              key: 'restrooms',
              label: 'Restrooms',
              items: [
                { key: 'restrooms.fixtures', label: 'Sinks and fixtures' },
                { key: 'restrooms.mirrors-polished', label: 'Mirrors polished' },
              ],
            },
            { key: 'glass', label: 'Glass', items: [{ key: 'glass.interior', label: 'Interior glass' }] },
          ],
        },
      ],
    ]);
  });

  it('says what is wrong with the points and sends nothing', async () => {
    const seen = answerFetch(json({ templates: [office] }));
    const { user } = renderScreen(<TemplateEditor />);
    await screen.findByText(/^Version 3, saved/);
    await user.clear(screen.getByLabelText('Good'));
    await user.type(screen.getByLabelText('Good'), '3');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Good must be worth most, then Fair, then Poor')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});

describe('Settings → Site inspection settings', () => {
  const settings: SiteInspectionSettings = {
    siteId: 7,
    siteName: 'Acme Dental',
    facilityType: 'office',
    scoreTargetPercent: 85,
    interval: 'monthly',
    reportEmail: true,
    adjustments: { removedItems: [], addedItems: [] },
  };

  it('leaves an item out, adds the site’s own, and saves them with the target and interval', async () => {
    const seen = answerFetch((r) => {
      if (r.url === '/api/admin/inspections/templates') return json({ templates: [office] });
      if (r.method === 'PUT') return json({ ...settings, ...(r.body as object) });
      return json(settings);
    });
    const { user } = renderScreen(<SiteInspectionSettingsCard sites={[{ id: 7, name: 'Acme Dental' }]} />);
    const target = await screen.findByLabelText(/^Score target/);
    expect(target).toHaveValue('85');
    await user.clear(target);
    await user.type(target, '90');
    await user.selectOptions(screen.getByLabelText(/^Inspected/), 'weekly');
    await user.click(await screen.findByRole('checkbox', { name: 'Glass: Interior glass' }));
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    await user.selectOptions(screen.getByLabelText('Area'), 'restrooms');
    await user.type(screen.getByLabelText('Item'), 'Baby changing table wiped');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      [
        '/api/admin/sites/7/inspection-settings',
        {
          scoreTargetPercent: 90,
          interval: 'weekly',
          reportEmail: true,
          adjustments: {
            removedItems: ['glass.interior'],
            addedItems: [{ areaKey: 'restrooms', key: 'restrooms.baby-changing-table-wiped', label: 'Baby changing table wiped' }],
          },
        },
      ],
    ]);
  });

  it('refuses a target over 100 with the contract’s words, sending nothing', async () => {
    const seen = answerFetch((r) => (r.url === '/api/admin/inspections/templates' ? json({ templates: [office] }) : json(settings)));
    const { user } = renderScreen(<SiteInspectionSettingsCard sites={[{ id: 7, name: 'Acme Dental' }]} />);
    const target = await screen.findByLabelText(/^Score target/);
    await user.clear(target);
    await user.type(target, '101');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(await screen.findByText('The score target is a whole percent from 1 to 100')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
