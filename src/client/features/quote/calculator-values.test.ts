import { describe, expect, it } from 'vitest';
import { initialCalculatorValues, missingCalculatorFields, toCalculatorRequest, toggleService, type CalculatorValues } from './calculator-values.ts';

const filled: CalculatorValues = {
  ...initialCalculatorValues,
  firstName: ' Dana ',
  lastName: 'Lee',
  email: ' dana@example.com ',
  phone: '612-555-0100',
  facilityType: 'office',
  squareFootage: '12000',
  address: '',
};

describe('missingCalculatorFields', () => {
  it('defaults to Weekly, so a fresh form misses email, facility type and square footage', () => {
    expect(initialCalculatorValues.frequency).toBe('Weekly');
    expect(missingCalculatorFields(initialCalculatorValues)).toEqual(['email', 'facilityType', 'squareFootage']);
  });

  it('requires only email, facility type, square footage and frequency', () => {
    expect(missingCalculatorFields({ ...filled, firstName: '', lastName: '', companyName: '', phone: '' })).toEqual([]);
    expect(missingCalculatorFields({ ...filled, frequency: '' })).toEqual(['frequency']);
    expect(missingCalculatorFields({ ...filled, email: '  ' })).toEqual(['email']);
    expect(missingCalculatorFields({ ...filled, squareFootage: 'x' })).toEqual(['squareFootage']);
  });
});

describe('toCalculatorRequest', () => {
  it('builds the calculator request: company defaults to Business, size medium, source calculator', () => {
    expect(toCalculatorRequest(filled)).toEqual({
      source: 'calculator',
      companyName: 'Business',
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana@example.com',
      phone: '612-555-0100',
      facilityType: 'office',
      facilitySize: 'medium',
      squareFootage: 12000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '',
    });
  });

  it('keeps a given company name and lists services in catalogue order', () => {
    const request = toCalculatorRequest({
      ...filled,
      companyName: ' Acme ',
      additionalServices: ['Event Cleanup', 'Carpet Cleaning'],
      address: ' Edina ',
    });
    expect(request.companyName).toBe('Acme');
    expect(request.additionalServices).toEqual(['Carpet Cleaning', 'Event Cleanup']);
    expect(request.address).toBe('Edina');
  });

  it('refuses to build without the required fields', () => {
    expect(() => toCalculatorRequest(initialCalculatorValues)).toThrow();
  });
});

describe('toggleService', () => {
  it('adds and removes a service, keeping catalogue order', () => {
    const one = toggleService([], 'Window Cleaning');
    const two = toggleService(one, 'Floor Care & Maintenance');
    expect(two).toEqual(['Floor Care & Maintenance', 'Window Cleaning']);
    expect(toggleService(two, 'Window Cleaning')).toEqual(['Floor Care & Maintenance']);
  });
});
