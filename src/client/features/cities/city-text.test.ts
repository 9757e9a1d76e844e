import { describe, it, expect } from 'vitest';
import { countyLabel, fillCityToken, formatPopulation, quoteHrefFor, serviceCardsFor } from './city-text.ts';

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

describe('fillCityToken', () => {
  it('replaces every token', () => {
    expect(fillCityToken("{city} offices and {city}'s clinics", 'Edina')).toBe("Edina offices and Edina's clinics");
  });
});

describe('serviceCardsFor', () => {
  it('gives executive and affluent cities the executive cards', () => {
    const titles = ['Executive Office Cleaning', 'Corporate Headquarters', 'Luxury Business Facilities', 'Estate Business Centers'];
    expect(serviceCardsFor({ name: 'Wayzata', category: 'executive' }).map((c) => c.title)).toEqual(titles);
    expect(serviceCardsFor({ name: 'Edina', category: 'affluent' }).map((c) => c.title)).toEqual(titles);
  });

  it('gives all other cities the standard cards', () => {
    for (const category of ['metro', 'growing', 'business', 'rural'] as const) {
      expect(serviceCardsFor({ name: 'Eagan', category }).map((c) => c.title)).toEqual([
        'Office Cleaning',
        'Medical Facility Cleaning',
        'Retail Cleaning',
        'Industrial Cleaning',
      ]);
    }
  });

  it('fills in the city name and leaves no token behind', () => {
    const cards = serviceCardsFor({ name: 'Loretto', category: 'rural' });
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.description).toContain('Loretto');
      expect(card.description).not.toContain('{city}');
    }
  });
});

describe('quoteHrefFor', () => {
  it('links to the quote calculator with the city slug', () => {
    expect(quoteHrefFor('st-paul')).toBe('/quote-calculator?city=st-paul');
  });
});
