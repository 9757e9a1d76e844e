import { describe, expect, it } from 'vitest';
import { defaultPricing } from './default-pricing.ts';
import { missingFrequencies, readStoredConstants, tryReadStoredConstants } from './stored-constants.ts';

/** A version as saved before 2 and 3 times a week existed (decision 0039), its Weekly row changed by an admin. */
function savedBefore0039() {
  const { '2x-Weekly': _two, '3x-Weekly': _three, ...older } = defaultPricing.frequencies;
  return {
    ...defaultPricing,
    frequencies: { ...older, Weekly: { adjustment: 1.4, sessionsPerYear: 52, maxHoursPerCleaner: 4, minLaborHours: 1.5 } },
  };
}

describe('stored pricing versions read by today’s model', () => {
  it('names the frequencies a version has no row for', () => {
    expect(missingFrequencies(savedBefore0039())).toEqual(['2x-Weekly', '3x-Weekly']);
    expect(missingFrequencies(defaultPricing)).toEqual([]);
  });

  it('keeps the version’s own rows and takes only the missing ones from the defaults', () => {
    const stored = savedBefore0039();
    const before = JSON.stringify(stored);
    const read = readStoredConstants(stored);
    expect(read.frequencies.Weekly).toEqual({ adjustment: 1.4, sessionsPerYear: 52, maxHoursPerCleaner: 4, minLaborHours: 1.5 });
    expect(read.frequencies['2x-Weekly']).toEqual({ adjustment: 1.15, sessionsPerYear: 104, maxHoursPerCleaner: 4, minLaborHours: 1.5 });
    expect(read.frequencies['3x-Weekly']).toEqual({ adjustment: 1.1, sessionsPerYear: 156, maxHoursPerCleaner: 4, minLaborHours: 1.5 });
    expect(read.baseWage).toBe(19);
    // The stored value itself is not changed.
    expect(JSON.stringify(stored)).toBe(before);
  });

  it('answers null (or throws) for constants that do not fit the model for another reason', () => {
    const broken = { ...savedBefore0039(), baseWage: -1 };
    expect(tryReadStoredConstants(broken)).toBeNull();
    expect(() => readStoredConstants(broken)).toThrow();
    expect(tryReadStoredConstants(null)).toBeNull();
  });
});
