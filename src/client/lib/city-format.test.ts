import { describe, it, expect } from 'vitest';
import { countyLabel, formatPopulation } from './city-format.ts';

describe('countyLabel', () => {
  it('adds County to a bare county name', () => {
    expect(countyLabel('Hennepin')).toBe('Hennepin County');
  });
  it('keeps a name that already ends in County', () => {
    expect(countyLabel('Ramsey County')).toBe('Ramsey County');
    expect(countyLabel(' Dakota county ')).toBe('Dakota county');
  });
});

describe('formatPopulation', () => {
  it('uses US thousands separators', () => {
    expect(formatPopulation(429954)).toBe('429,954');
    expect(formatPopulation(38065)).toBe('38,065');
    expect(formatPopulation(506)).toBe('506');
  });
});
