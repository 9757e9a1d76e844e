import { describe, expect, it } from 'vitest';
import { affiliationOf, formatDate, formatDateTime, formatHourlyRate, formatLastLogin, nameAndUsername } from './user-format.ts';

describe('nameAndUsername', () => {
  it("reads 'Jane Doe (jdoe)', or the username alone when no name is on file", () => {
    expect(nameAndUsername({ firstName: 'Jane', lastName: 'Doe', username: 'jdoe' })).toBe('Jane Doe (jdoe)');
    expect(nameAndUsername({ firstName: 'Jane', lastName: null, username: 'jdoe' })).toBe('Jane (jdoe)');
    expect(nameAndUsername({ firstName: null, lastName: null, username: 'jdoe' })).toBe('jdoe');
  });
});

describe('formatDateTime', () => {
  it("reads like 'Nov 22, 2026, 9:30 AM' with plain spaces", () => {
    expect(formatDateTime('2026-11-22T09:30:00.000Z', 'UTC')).toBe('Nov 22, 2026, 9:30 AM');
    expect(formatDateTime('2026-11-22T21:05:00.000Z', 'UTC')).toBe('Nov 22, 2026, 9:05 PM');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-11-22T15:30:00.000Z', 'America/Chicago')).toBe('Nov 22, 2026, 9:30 AM');
  });

  it('shows an unreadable value unchanged', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatLastLogin', () => {
  it("says 'Never' when the user has not signed in", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin(undefined)).toBe('Never');
    expect(formatLastLogin('')).toBe('Never');
  });

  it('formats a sign-in time', () => {
    expect(formatLastLogin('2026-11-22T09:30:00Z', 'UTC')).toBe('Nov 22, 2026, 9:30 AM');
  });
});

describe('formatDate', () => {
  it('formats a timestamp as a date', () => {
    expect(formatDate('2025-03-04T12:00:00Z', 'UTC')).toBe('Mar 4, 2025');
  });

  it('keeps the calendar day of a date-only value in any time zone', () => {
    expect(formatDate('2024-01-15', 'America/Los_Angeles')).toBe('Jan 15, 2024');
    expect(formatDate('2024-01-15', 'Pacific/Auckland')).toBe('Jan 15, 2024');
  });
});

describe('formatHourlyRate', () => {
  it('shows dollars with two decimals per hour', () => {
    expect(formatHourlyRate(27.17)).toBe('$27.17/hr');
    expect(formatHourlyRate(18)).toBe('$18.00/hr');
    expect(formatHourlyRate(0)).toBe('$0.00/hr');
    expect(formatHourlyRate(1000)).toBe('$1,000.00/hr');
  });

  it('returns null when there is no rate', () => {
    expect(formatHourlyRate(null)).toBeNull();
    expect(formatHourlyRate(undefined)).toBeNull();
    expect(formatHourlyRate(Number.NaN)).toBeNull();
  });
});

describe('affiliationOf', () => {
  const base = { companyName: null, position: null, department: null };

  it("shows a customer's company", () => {
    expect(affiliationOf({ ...base, role: 'customer', companyName: 'Acme Dental', position: 'x' })).toBe('Acme Dental');
    expect(affiliationOf({ ...base, role: 'customer' })).toBeNull();
  });

  it("shows an employee's position and department", () => {
    expect(affiliationOf({ ...base, role: 'employee', position: 'Crew Lead', department: 'Nights' })).toBe('Crew Lead · Nights');
    expect(affiliationOf({ ...base, role: 'employee', department: 'Nights' })).toBe('Nights');
    expect(affiliationOf({ ...base, role: 'employee', companyName: 'ignored' })).toBeNull();
  });

  it('shows whatever an admin has', () => {
    expect(affiliationOf({ ...base, role: 'admin', position: 'Owner' })).toBe('Owner');
    expect(affiliationOf({ ...base, role: 'admin' })).toBeNull();
  });
});
