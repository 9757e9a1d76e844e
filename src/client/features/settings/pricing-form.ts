import { pricingConstantsSchema, type PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { additionalServiceNames, facilityTypeLabels, facilityTypes, frequencies, frequencyLabels } from '#shared/domain/quote.ts';

/**
 * The pricing editor's values as typed: one text per constant, keyed by its path in
 * `PricingConstants` ('facilities.office.sqftPerLaborHour'), so every constant is one input.
 */
export type PricingFields = Record<string, string>;

export interface PricingField {
  path: string;
  label: string;
  hint?: string;
  /** Text (a facility's category) rather than a number. */
  text?: boolean;
}

export interface PricingGroup {
  id: string;
  title: string;
  description: string;
  /** Sub-groups (one per facility type, frequency or add-on) or plain fields. */
  rows: { label?: string; fields: PricingField[] }[];
}

const SHARE = 'A share: 0.15 is 15%.';

export const pricingGroups: PricingGroup[] = [
  {
    id: 'labor',
    title: 'Labor, margins and supplies',
    description: 'What a cleaner costs and what the price adds on top (pricing model §6.1).',
    rows: [
      {
        fields: [
          { path: 'baseWage', label: 'Base wage ($ per hour)' },
          { path: 'laborBurden', label: 'Labor burden', hint: SHARE },
          { path: 'overheadShare', label: 'Overhead share of the price', hint: SHARE },
          { path: 'profitShare', label: 'Profit share of the price', hint: SHARE },
          { path: 'supplyPercentage', label: 'Supplies (% of labor)', hint: '10 is 10%.' },
          { path: 'addOnMarkup', label: 'Add-on markup', hint: SHARE },
          { path: 'addOnMinimum', label: 'Add-on minimum charge ($)' },
        ],
      },
    ],
  },
  {
    id: 'facilities',
    title: 'Facility types',
    description: 'Square feet one cleaner covers in an hour, the category shown on quotes, and the hard-floor share.',
    rows: facilityTypes.map((type) => ({
      label: facilityTypeLabels[type],
      fields: [
        { path: `facilities.${type}.sqftPerLaborHour`, label: 'Sq ft per labor hour' },
        { path: `facilities.${type}.category`, label: 'Category', text: true },
        { path: `facilities.${type}.hardFloorShare`, label: 'Hard-floor share', hint: SHARE },
      ],
    })),
  },
  {
    id: 'frequencies',
    title: 'Frequencies',
    description: 'Time per visit, visits per year and how long one cleaner works per visit.',
    rows: frequencies.map((f) => ({
      label: frequencyLabels[f],
      fields: [
        { path: `frequencies.${f}.adjustment`, label: 'Time adjustment', hint: '1.3 is 30% more time per visit.' },
        { path: `frequencies.${f}.sessionsPerYear`, label: 'Visits per year' },
        { path: `frequencies.${f}.maxHoursPerCleaner`, label: 'Max hours per cleaner' },
        { path: `frequencies.${f}.minLaborHours`, label: 'Minimum labor hours' },
      ],
    })),
  },
  {
    id: 'add-ons',
    title: 'Add-on services',
    description: 'Unit price (per sq ft, pane, fixture, hour... as pricing model §6.3 says) and times a year.',
    rows: additionalServiceNames.map((name) => ({
      label: name,
      fields: [
        { path: `addOns.${name}.unitPrice`, label: 'Unit price ($)' },
        { path: `addOns.${name}.occurrencesPerYear`, label: 'Times a year' },
      ],
    })),
  },
  {
    id: 'quantities',
    title: 'Quantity rules',
    description: 'How add-on quantities are estimated from the square footage (pricing model §6.3).',
    rows: [
      {
        fields: [
          { path: 'quantities.sqftPerWindowPane', label: 'Sq ft per window pane' },
          { path: 'quantities.sqftPerLightFixture', label: 'Sq ft per light fixture' },
          { path: 'quantities.sqftPerAirVent', label: 'Sq ft per air vent' },
          { path: 'quantities.sqftPerRestroom', label: 'Sq ft per restroom' },
          { path: 'quantities.pressureWashShareOfFloor', label: 'Pressure-washed share of floor', hint: SHARE },
          { path: 'quantities.parkingLotFactor', label: 'Parking lot factor' },
          { path: 'quantities.sweeperSqftPerHour', label: 'Sweeper sq ft per hour' },
          { path: 'quantities.sweeperMinimumHours', label: 'Sweeper minimum hours' },
          { path: 'quantities.dayPorterHoursPerDay', label: 'Day porter hours per day' },
          { path: 'quantities.eventSqftPerHour', label: 'Event cleanup sq ft per hour' },
          { path: 'quantities.eventMinimumHours', label: 'Event cleanup minimum hours' },
        ],
      },
    ],
  },
];

export const pricingFieldList: PricingField[] = pricingGroups.flatMap((g) => g.rows.flatMap((r) => r.fields));

/** Paths split on the first two dots only: add-on names hold no dots, but keep it exact. */
function splitPath(path: string): string[] {
  const [head, ...rest] = path.split('.');
  if (rest.length <= 1) return [head!, ...rest];
  return [head!, rest.slice(0, -1).join('.'), rest.at(-1)!];
}

function readPath(source: unknown, path: string): unknown {
  return splitPath(path).reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    source,
  );
}

/** The texts of a saved configuration. */
export function constantsToFields(constants: PricingConstants): PricingFields {
  return Object.fromEntries(pricingFieldList.map((f) => [f.path, String(readPath(constants, f.path) ?? '')]));
}

/**
 * What the form holds as the request takes it: numbers parsed (a text that is not a number is sent
 * as is, so the contract's message names it).
 */
export function fieldsToInput(fields: PricingFields): unknown {
  const out: Record<string, unknown> = {};
  for (const f of pricingFieldList) {
    const raw = (fields[f.path] ?? '').trim();
    const value = f.text ? raw : raw !== '' && Number.isFinite(Number(raw.replaceAll(',', ''))) ? Number(raw.replaceAll(',', '')) : raw;
    const keys = splitPath(f.path);
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  return out;
}

export type PricingCheck = { ok: true; constants: PricingConstants } | { ok: false; problems: Record<string, string> };

/** The contract's check: the constants, or one message per field path ('' for the whole configuration). */
export function checkPricing(fields: PricingFields): PricingCheck {
  const result = pricingConstantsSchema.safeParse(fieldsToInput(fields));
  if (result.success) return { ok: true, constants: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in problems)) problems[path] = issue.message;
  }
  return { ok: false, problems };
}

/** One key for a set of constants: Save is allowed only for the exact values previewed. */
export const constantsKey = (constants: PricingConstants): string => JSON.stringify(constants);

/** Whether the form's values are exactly the ones last previewed (and valid). */
export function canSave(fields: PricingFields, previewedKey: string | null): boolean {
  if (previewedKey === null) return false;
  const check = checkPricing(fields);
  return check.ok && constantsKey(check.constants) === previewedKey;
}
