import {
  facilityTypeLabels,
  facilityTypes,
  frequencies,
  frequencyLabels,
  shortFormFacilityTypes,
  shortFormFrequencies,
  type FacilityType,
  type Frequency,
} from '#shared/domain/quote.ts';
import type { SelectOption } from '../../components/ui/select-input.tsx';

const facilityOption = (value: FacilityType): SelectOption<FacilityType> => ({ value, label: facilityTypeLabels[value] });
const frequencyOption = (value: Frequency): SelectOption<Frequency> => ({ value, label: frequencyLabels[value] });

/** The calculator offers all 9 facility types and all 7 frequencies. */
export const calculatorFacilityOptions = facilityTypes.map(facilityOption);
export const calculatorFrequencyOptions = frequencies.map(frequencyOption);

/** The short form: 8 types (no "other") and 5 frequencies. */
export const instantFacilityOptions = shortFormFacilityTypes.map(facilityOption);
export const instantFrequencyOptions = shortFormFrequencies.map(frequencyOption);
