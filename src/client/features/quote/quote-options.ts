import {
  facilityTypeLabels,
  facilityTypes,
  frequencies,
  frequencyLabels,
  type FacilityType,
  type Frequency,
} from '#shared/domain/quote.ts';
import type { SelectOption } from '../../components/ui/select-input.tsx';

const facilityOption = (value: FacilityType): SelectOption<FacilityType> => ({ value, label: facilityTypeLabels[value] });
const frequencyOption = (value: Frequency): SelectOption<Frequency> => ({ value, label: frequencyLabels[value] });

/** The calculator offers all 9 facility types and all 9 frequencies (the spec's 7, and 2 and 3 times a week: decision 0039). */
export const calculatorFacilityOptions = facilityTypes.map(facilityOption);
export const calculatorFrequencyOptions = frequencies.map(frequencyOption);
