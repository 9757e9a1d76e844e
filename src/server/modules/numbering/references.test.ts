import { describe, expect, it } from 'vitest';
import { companyYear, formatReference } from './references.ts';

describe('quote references', () => {
  it('pads the number to four digits and lets a busy year run past them', () => {
    expect(formatReference('TP', 2026, 148)).toBe('TP-2026-0148');
    expect(formatReference('TP', 2026, 1)).toBe('TP-2026-0001');
    expect(formatReference('AB', 2027, 10417)).toBe('AB-2027-10417');
  });

  it("counts the year in Minnesota's time: New Year's Eve evening is still the old year", () => {
    expect(companyYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026); // 8 PM on Dec 31 in St. Paul
    expect(companyYear(new Date('2027-01-01T06:30:00Z'))).toBe(2027); // 12:30 AM on Jan 1
  });
});
