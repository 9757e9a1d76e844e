import { describe, expect, it } from 'vitest';
import { initialInstantQuoteValues, missingInstantQuoteFields, toInstantQuoteRequest, type InstantQuoteValues } from './instant-quote-values.ts';

const filled: InstantQuoteValues = {
  firstName: 'Sam',
  lastName: 'Ortiz',
  phone: '(612) 555-0199',
  companyName: 'Northside Dental',
  email: 'sam@example.com',
  facilityType: 'medical',
  frequency: 'Daily-5',
  squareFootage: '4500',
  address: '100 Main St, Edina, MN',
};

describe('missingInstantQuoteFields', () => {
  it('requires every field', () => {
    expect(missingInstantQuoteFields(initialInstantQuoteValues)).toHaveLength(9);
    expect(missingInstantQuoteFields(filled)).toEqual([]);
    expect(missingInstantQuoteFields({ ...filled, address: ' ', phone: '' })).toEqual(['phone', 'address']);
    expect(missingInstantQuoteFields({ ...filled, squareFootage: '0' })).toEqual(['squareFootage']);
  });
});

describe('toInstantQuoteRequest', () => {
  it('sends source instant-quote, size medium, no additional services', () => {
    expect(toInstantQuoteRequest(filled)).toEqual({
      source: 'instant-quote',
      companyName: 'Northside Dental',
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam@example.com',
      phone: '(612) 555-0199',
      facilityType: 'medical',
      facilitySize: 'medium',
      squareFootage: 4500,
      frequency: 'Daily-5',
      additionalServices: [],
      address: '100 Main St, Edina, MN',
    });
  });
});
