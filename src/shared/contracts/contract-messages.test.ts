import { describe, expect, it } from 'vitest';
import { quoteRequestSchema, windowQuoteRequestSchema } from './quote/quotes.ts';
import { createUserRequestSchema } from './users.ts';

/** First message per top-level field, as the forms and the server's error body show them. */
function messages(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const contact = { companyName: 'Acme', firstName: 'Dana', lastName: 'Reyes', phone: '612-555-0134' };

describe('contract messages the forms show', () => {
  it('names every missing contact field of the short form even while the facility type is unchosen', () => {
    const result = quoteRequestSchema.safeParse({ source: 'instant-quote', email: 'a@b.example', squareFootage: 5000 });
    expect(messages(result)).toEqual({
      facilityType: 'Choose a facility type',
      companyName: 'Business name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
    });
  });

  it('asks the calculator for the same fields as the short form, in its own word for the company (decision 0015)', () => {
    expect(quoteRequestSchema.safeParse({ ...contact, email: 'a@b.example', facilityType: 'office', squareFootage: 5000 }).success).toBe(
      true,
    );
    expect(messages(quoteRequestSchema.safeParse({ email: 'a@b.example' }))).toEqual({
      facilityType: 'Choose a facility type',
      squareFootage: 'Square footage is required',
      companyName: 'Company name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
    });
    // The address stays optional on both forms, and no company name is made up for a blank one.
    const parsed = quoteRequestSchema.safeParse({ ...contact, email: 'a@b.example', facilityType: 'office', squareFootage: 5000 });
    expect(parsed.data?.address).toBe('');
    expect(
      quoteRequestSchema.safeParse({ ...contact, companyName: '   ', email: 'a@b.example', facilityType: 'office', squareFootage: 5000 })
        .success,
    ).toBe(false);
  });

  it('says square footage is required when blank, then what is expected', () => {
    const footage = (squareFootage: unknown) =>
      messages(quoteRequestSchema.safeParse({ email: 'a@b.example', facilityType: 'office', squareFootage }))['squareFootage'];
    const expected = 'Enter a number of square feet between 100 and 2,000,000';
    expect(footage(undefined)).toBe('Square footage is required');
    expect(footage('')).toBe('Square footage is required');
    expect(footage('   ')).toBe('Square footage is required');
    expect(footage('lots')).toBe(expected);
    expect(footage('-50')).toBe(expected);
    expect(footage(50)).toBe(expected);
    expect(footage('2,000,001')).toBe(expected);
    expect(footage('1e5')).toBe(expected);
    const read = (squareFootage: unknown) =>
      quoteRequestSchema.safeParse({ ...contact, email: 'a@b.example', facilityType: 'office', squareFootage }).data?.squareFootage;
    expect(read(' 12000 ')).toBe(12000);
    expect(read('12,500')).toBe(12500);
    expect(read('1200.5')).toBe(1201);
    expect(read(2_000_000)).toBe(2_000_000);
  });

  it('speaks English for checks without a message of their own, as the server does', () => {
    const result = createUserRequestSchema.safeParse({
      firstName: 'x'.repeat(81),
      lastName: 'Lee',
      username: 'sam',
      email: 'sam@example.test',
    });
    expect(messages(result)['firstName']).toBe('Too big: expected string to have <=80 characters');
  });

  it('refuses phone numbers without seven digits', () => {
    const base = { fullName: 'Ann Lee', address: '1 Main St', paneCount: '0-20', preferredPlan: 'Quarterly' };
    expect(messages(windowQuoteRequestSchema.safeParse({ ...base, mobile: '-------' }))).toEqual({
      mobile: 'Enter a phone number with at least 7 digits, like 612-555-0134',
    });
    expect(windowQuoteRequestSchema.safeParse({ ...base, mobile: '(612) 555-0142' }).success).toBe(true);
  });

  it('says a required user field is required before saying how it is wrong', () => {
    const result = createUserRequestSchema.safeParse({ firstName: 'Sam', lastName: 'Lee', username: '', email: '  ' });
    expect(messages(result)).toEqual({ username: 'Username is required', email: 'Email is required' });
    expect(messages(createUserRequestSchema.safeParse({ firstName: 'Sam', lastName: 'Lee', username: 'ab', email: 'x' }))).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Enter an e-mail address like name@company.com',
    });
  });
});
