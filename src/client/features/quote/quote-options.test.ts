import { describe, expect, it } from 'vitest';
import { calculatorFacilityOptions, calculatorFrequencyOptions } from './quote-options.ts';

describe('quote form options', () => {
  it('the calculator lists 9 facility types (other included) and 9 frequencies', () => {
    expect(calculatorFacilityOptions.map((o) => o.value)).toEqual([
      'office',
      'medical',
      'industrial',
      'retail',
      'educational',
      'restaurant',
      'gym',
      'warehouse',
      'other',
    ]);
    expect(calculatorFrequencyOptions.map((o) => o.value)).toEqual([
      'One-time',
      'Weekly',
      'Bi-weekly',
      '2x-Weekly',
      '3x-Weekly',
      'Daily-5',
      'Daily-7',
      'Monthly',
      'Quarterly',
    ]);
    // In words, never the codes (decision 0039).
    expect(calculatorFrequencyOptions.slice(3, 5)).toEqual([
      { value: '2x-Weekly', label: '2 times a week' },
      { value: '3x-Weekly', label: '3 times a week' },
    ]);
  });
});
