import { describe, expect, it } from 'vitest';
import { quoteRequestSchema, windowQuoteRequestSchema } from './quote/quotes.ts';
import { createUserRequestSchema } from './users.ts';

/** First message per top-level field, as the forms and the server's error body show them. */
function messages(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('contract messages the forms show', () => {
  it('names every missing contact field of the short form even while the facility type is unchosen', () => {
    const result = quoteRequestSchema.safeParse({ source: 'instant-quote', email: 'a@b.example', squareFootage: 5000 });
    expect(messages(result)).toEqual({
      facilityType: 'Choose a facility type',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      address: 'Address is required',
    });
  });

  it('asks nothing more of the calculator than e-mail, facility and size', () => {
    const result = quoteRequestSchema.safeParse({ email: 'a@b.example', facilityType: 'office', squareFootage: 5000 });
    expect(result.success).toBe(true);
    expect(Object.keys(messages(quoteRequestSchema.safeParse({ email: 'a@b.example' }))).sort()).toEqual(['facilityType', 'squareFootage']);
  });

  it('says square footage is required when blank, then what is wrong with it', () => {
    const footage = (squareFootage: unknown) =>
      messages(quoteRequestSchema.safeParse({ email: 'a@b.example', facilityType: 'office', squareFootage }))['squareFootage'];
    expect(footage(undefined)).toBe('Square footage is required');
    expect(footage('')).toBe('Square footage is required');
    expect(footage('   ')).toBe('Square footage is required');
    expect(footage('lots')).toBe('Square footage must be a number');
    expect(footage('1200.5')).toBe('Square footage must be a whole number');
    expect(footage(50)).toBe('Square footage must be at least 100');
    expect(
      quoteRequestSchema.safeParse({ email: 'a@b.example', facilityType: 'office', squareFootage: ' 12000 ' }).data?.squareFootage,
    ).toBe(12000);
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
    expect(messages(windowQuoteRequestSchema.safeParse({ ...base, mobile: '-------' }))).toEqual({ mobile: 'Enter a valid phone number' });
    expect(windowQuoteRequestSchema.safeParse({ ...base, mobile: '(612) 555-0142' }).success).toBe(true);
  });

  it('says a required user field is required before saying how it is wrong', () => {
    const result = createUserRequestSchema.safeParse({ firstName: 'Sam', lastName: 'Lee', username: '', email: '  ' });
    expect(messages(result)).toEqual({ username: 'Username is required', email: 'Email is required' });
    expect(messages(createUserRequestSchema.safeParse({ firstName: 'Sam', lastName: 'Lee', username: 'ab', email: 'x' }))).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Enter a valid e-mail address',
    });
  });
});
