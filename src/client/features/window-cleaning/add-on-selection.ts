import type { WindowAddOn, WindowAddOnId } from '#shared/content/window-cleaning.ts';

/** Selected add-ons, kept in the order the page lists them so summaries read the same way every time. */
export type AddOnSelection = readonly WindowAddOnId[];

export const emptyAddOnSelection: AddOnSelection = [];

export function isAddOnSelected(selection: AddOnSelection, id: WindowAddOnId): boolean {
  return selection.includes(id);
}

/** Selects an unselected add-on or unselects a selected one; the result follows the catalogue order. */
export function toggleAddOn(selection: AddOnSelection, id: WindowAddOnId, catalogue: readonly WindowAddOn[]): AddOnSelection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return catalogue.map((addOn) => addOn.id).filter((addOnId) => next.has(addOnId));
}

export function clearAddOns(): AddOnSelection {
  return emptyAddOnSelection;
}

/** Names of the selected add-ons in catalogue order (unknown ids are ignored). */
export function selectedAddOnNames(selection: AddOnSelection, catalogue: readonly WindowAddOn[]): string[] {
  return catalogue.filter((addOn) => selection.includes(addOn.id)).map((addOn) => addOn.name);
}

/** "No add-ons selected", "1 add-on selected", "3 add-ons selected". */
export function selectedCountLabel(count: number): string {
  if (count === 0) return 'No add-ons selected';
  return `${count} add-on${count === 1 ? '' : 's'} selected`;
}
