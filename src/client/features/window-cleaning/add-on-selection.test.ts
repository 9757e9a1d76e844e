import { describe, it, expect } from 'vitest';
import { windowAddOns } from '#shared/content/window-cleaning.ts';
import {
  clearAddOns,
  emptyAddOnSelection,
  isAddOnSelected,
  selectedAddOnNames,
  selectedCountLabel,
  toggleAddOn,
} from './add-on-selection.ts';

describe('toggleAddOn', () => {
  it('selects an add-on, then unselects it', () => {
    const once = toggleAddOn(emptyAddOnSelection, 'gutter-cleaning', windowAddOns);
    expect(once).toEqual(['gutter-cleaning']);
    expect(isAddOnSelected(once, 'gutter-cleaning')).toBe(true);
    const twice = toggleAddOn(once, 'gutter-cleaning', windowAddOns);
    expect(twice).toEqual([]);
    expect(isAddOnSelected(twice, 'gutter-cleaning')).toBe(false);
  });

  it('keeps the catalogue order whatever the click order', () => {
    let selection = toggleAddOn(emptyAddOnSelection, 'hard-water-removal', windowAddOns);
    selection = toggleAddOn(selection, 'exterior-window-cleaning', windowAddOns);
    selection = toggleAddOn(selection, 'screens-and-tracks', windowAddOns);
    expect(selection).toEqual(['exterior-window-cleaning', 'screens-and-tracks', 'hard-water-removal']);
  });

  it('does not change the selection it was given', () => {
    const before = toggleAddOn(emptyAddOnSelection, 'screens-and-tracks', windowAddOns);
    toggleAddOn(before, 'gutter-cleaning', windowAddOns);
    expect(before).toEqual(['screens-and-tracks']);
  });

  it('can select all five add-ons', () => {
    const all = windowAddOns.reduce((sel, addOn) => toggleAddOn(sel, addOn.id, windowAddOns), emptyAddOnSelection);
    expect(all).toHaveLength(5);
  });
});

describe('clearAddOns', () => {
  it('empties the selection', () => {
    expect(clearAddOns()).toEqual([]);
  });
});

describe('selectedAddOnNames', () => {
  it('names the selected add-ons in catalogue order', () => {
    expect(selectedAddOnNames(['gutter-cleaning', 'interior-window-cleaning'], windowAddOns)).toEqual([
      'Interior Window Cleaning',
      'Gutter Cleaning',
    ]);
    expect(selectedAddOnNames([], windowAddOns)).toEqual([]);
  });
});

describe('selectedCountLabel', () => {
  it('words the count', () => {
    expect(selectedCountLabel(0)).toBe('No add-ons selected');
    expect(selectedCountLabel(1)).toBe('1 add-on selected');
    expect(selectedCountLabel(5)).toBe('5 add-ons selected');
  });
});
