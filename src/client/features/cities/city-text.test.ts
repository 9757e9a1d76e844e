import { describe, it, expect } from 'vitest';
import { fillCityToken, quoteHrefFor, serviceCardsFor } from './city-text.ts';

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
