import { describe, expect, it } from 'vitest';
import { followUpDate, leadScore, priorityFor } from './lead-scoring.ts';

const base = {
  monthlyValue: 0,
  recurring: false,
  daily: false,
  hasPhone: false,
  hasCompany: false,
  hasName: false,
  hasAddress: false,
  specialisedFacility: false,
};

describe('lead scoring', () => {
  it('rates a large, recurring, fully described request high and a bare one-off low', () => {
    const big = leadScore({
      monthlyValue: 7257,
      recurring: true,
      daily: true,
      hasPhone: true,
      hasCompany: true,
      hasName: true,
      hasAddress: true,
      specialisedFacility: true,
    });
    expect(big).toBe(100);
    expect(priorityFor(big)).toBe('high');
    expect(leadScore(base)).toBe(25);
    expect(priorityFor(leadScore(base))).toBe('very-low');
  });

  it('stays within 0-100 and maps the priority bands', () => {
    expect(priorityFor(80)).toBe('high');
    expect(priorityFor(79)).toBe('medium');
    expect(priorityFor(60)).toBe('medium');
    expect(priorityFor(40)).toBe('low');
    expect(priorityFor(39)).toBe('very-low');
  });
});

describe('follow-up date', () => {
  it('counts business days in Minnesota time', () => {
    // Friday 2026-11-20 at 11 pm in Minneapolis is already Saturday in UTC.
    const fridayNight = new Date('2026-11-21T05:00:00Z');
    expect(followUpDate('high', fridayNight)).toBe('2026-11-20');
    expect(followUpDate('medium', fridayNight)).toBe('2026-11-23');
    expect(followUpDate('very-low', fridayNight)).toBe('2026-11-27');
    // On a Sunday the same-day follow-up moves to Monday.
    expect(followUpDate('high', new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
  });
});
