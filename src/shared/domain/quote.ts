/** Catalogues of the quote calculator (spec §3 of the public site). */
export const facilityTypes = [
  'office',
  'medical',
  'industrial',
  'retail',
  'educational',
  'restaurant',
  'gym',
  'warehouse',
  'other',
] as const;
export type FacilityType = (typeof facilityTypes)[number];

export const facilityTypeLabels: Record<FacilityType, string> = {
  office: 'Office Building',
  medical: 'Medical Facility',
  industrial: 'Industrial Facility',
  retail: 'Retail Space',
  educational: 'Educational Facility',
  restaurant: 'Restaurant',
  gym: 'Gym / Fitness Center',
  warehouse: 'Warehouse',
  other: 'Other',
};

/**
 * The spec's seven, with 2 and 3 visits a week between Bi-weekly and Daily-5 (decision 0039): after the
 * once-a-week and every-other-week choices, the visits a week rise 2, 3, 5, 7.
 */
export const frequencies = [
  'One-time',
  'Weekly',
  'Bi-weekly',
  '2x-Weekly',
  '3x-Weekly',
  'Daily-5',
  'Daily-7',
  'Monthly',
  'Quarterly',
] as const;
export type Frequency = (typeof frequencies)[number];

export const frequencyLabels: Record<Frequency, string> = {
  'One-time': 'One-time cleaning',
  Weekly: 'Weekly',
  'Bi-weekly': 'Bi-weekly (every two weeks)',
  '2x-Weekly': '2 times a week',
  '3x-Weekly': '3 times a week',
  'Daily-5': 'Daily (5 days a week)',
  'Daily-7': 'Daily (7 days a week)',
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
};

/** A frequency in words for people ('Daily (5 days a week)', never the code 'Daily-5'); an unknown value as it is. */
export const frequencyWords = (frequency: string): string => frequencyLabels[frequency as Frequency] ?? frequency;

export const additionalServiceNames = [
  'Floor Care & Maintenance',
  'Carpet Cleaning',
  'Window Cleaning',
  'Post-Construction Cleanup',
  'Move-In/Move-Out Cleaning',
  'Pressure Washing',
  'Parking Lot Sweeping',
  'Light Fixture & Ceiling Cleaning',
  'Air Vent & Duct Cleaning',
  'Restroom Deep Restoration',
  'Day Porter Services',
  'Event Cleanup',
] as const;
export type AdditionalServiceName = (typeof additionalServiceNames)[number];

export const SQUARE_FOOTAGE_MIN = 100;
export const SQUARE_FOOTAGE_MAX = 2_000_000;

/** Which form a quote came from; the lead keeps it. */
export const quoteSources = ['calculator', 'instant-quote'] as const;
export type QuoteSource = (typeof quoteSources)[number];

/** Services page ids and city-page links prefill the calculator's facility type. */
export const facilityTypeForServiceId: Record<string, FacilityType> = {
  'office-cleaning': 'office',
  'industrial-cleaning': 'industrial',
  'medical-facilities': 'medical',
  'educational-facilities': 'educational',
  'retail-spaces': 'retail',
};
