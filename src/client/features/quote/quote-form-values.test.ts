import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { messagesByField } from '../../lib/contract-form.ts';
import {
  calculatorInput,
  emptyQuoteForm,
  instantQuoteInput,
  isMissingAny,
  missingFieldsToast,
  toggleService,
  type QuoteFormValues,
} from './quote-form-values.ts';

const filled: QuoteFormValues = {
  ...emptyQuoteForm,
  companyName: 'Lee Dental ',
  firstName: ' Dana ',
  lastName: 'Lee',
  email: ' dana@example.com ',
  phone: '612-555-0100',
  facilityType: 'office',
  squareFootage: '12000',
  frequency: 'Weekly',
};

/** What the form sends, or the messages it shows: the contract decides both. */
function check(input: unknown) {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? { request: result.data } : { messages: messagesByField(result.error.issues) };
}

describe('the calculator request', () => {
  it('is the contract output: trimmed, square footage a number, size medium', () => {
    expect(check(calculatorInput(filled))).toEqual({
      request: {
        source: 'calculator',
        companyName: 'Lee Dental',
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
      },
    });
  });

  it('keeps a given company name and the services in catalogue order', () => {
    const services = toggleService(toggleService([], 'Event Cleanup'), 'Carpet Cleaning');
    const { request } = check(calculatorInput({ ...filled, companyName: ' Acme ', additionalServices: services, address: ' Edina ' }));
    expect(request).toMatchObject({ companyName: 'Acme', additionalServices: ['Carpet Cleaning', 'Event Cleanup'], address: 'Edina' });
  });

  it('needs all but the address and the add-ons, and says what is expected of a wrong value', () => {
    expect(Object.keys(check(calculatorInput(emptyQuoteForm)).messages ?? {}).sort()).toEqual([
      'companyName',
      'email',
      'facilityType',
      'firstName',
      'frequency',
      'lastName',
      'phone',
      'squareFootage',
    ]);
    expect(check(calculatorInput({ ...filled, squareFootage: '50' })).messages).toEqual({
      squareFootage: 'Enter a number of square feet between 100 and 2,000,000',
    });
    expect(check(calculatorInput({ ...filled, email: 'dana@' })).messages).toEqual({
      email: 'Enter an e-mail address like name@company.com',
    });
  });
});

describe('the short form request', () => {
  it('requires every contact field but the address, naming the company as the form does', () => {
    const contact = { ...filled, companyName: '', firstName: '', lastName: ' ', phone: '', address: '' };
    expect(check(instantQuoteInput(contact)).messages).toEqual({
      companyName: 'Business name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
    });
  });

  it('sends source instant-quote and no additional services', () => {
    const { request } = check(instantQuoteInput({ ...filled, companyName: 'Northside Dental', address: '100 Main St, Edina, MN' }));
    expect(request).toMatchObject({ source: 'instant-quote', companyName: 'Northside Dental', additionalServices: [] });
  });
});

describe('isMissingAny', () => {
  it('finds blank text and unmade choices among the fields asked about', () => {
    expect(isMissingAny(filled, ['email', 'facilityType', 'squareFootage', 'frequency'])).toBe(false);
    expect(isMissingAny({ ...filled, email: '  ' }, ['email'])).toBe(true);
    expect(isMissingAny({ ...filled, frequency: '' }, ['frequency'])).toBe(true);
    expect(isMissingAny({ ...filled, companyName: ' ' }, ['companyName'])).toBe(true);
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

describe('missingFieldsToast', () => {
  const complete = { ...filled, companyName: 'Lee Dental' };
  it("uses the spec's calculator words while one of its four is empty, the short form's words for the others", () => {
    expect(missingFieldsToast({ ...complete, email: '' }, 'calculator')).toEqual({
      title: 'Please fill in all required fields',
      description: 'Email, Facility Type, Square Footage, and Cleaning Frequency are required.',
    });
    expect(missingFieldsToast({ ...complete, phone: '' }, 'calculator')?.description).toBe('All fields marked with * are required.');
    expect(missingFieldsToast({ ...complete, email: '' }, 'instant-quote')?.description).toBe('All fields marked with * are required.');
  });

  it('is none when only a value is wrong or the address is blank: the field says it', () => {
    expect(missingFieldsToast({ ...complete, squareFootage: '-50' }, 'calculator')).toBeNull();
    expect(missingFieldsToast({ ...complete, address: '' }, 'instant-quote')).toBeNull();
  });
});
