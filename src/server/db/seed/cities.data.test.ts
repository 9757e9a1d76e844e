import { describe, expect, it } from 'vitest';
import { cityCategories, hasExecutiveServices } from '#shared/domain/city.ts';
import { builtInCities } from './cities.data.ts';

describe('built-in city data', () => {
  it('has about 90 cities with unique kebab-case slugs', () => {
    expect(builtInCities.length).toBeGreaterThanOrEqual(85);
    expect(builtInCities.length).toBeLessThanOrEqual(95);
    const slugs = builtInCities.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toEqual(expect.arrayContaining(['minneapolis', 'st-paul', 'apple-valley']));
  });

  it('uses the populations the spec names', () => {
    const population = Object.fromEntries(builtInCities.map((c) => [c.name, c.population]));
    expect(population).toMatchObject({
      'Medicine Lake': 506,
      Independence: 3975,
      'Maple Plain': 1676,
      Loretto: 688,
      Hamel: 163,
      Hanover: 3940,
      Rockford: 4842,
      'Cottage Grove': 38065,
      Oakdale: 28020,
    });
  });

  it('gives exactly 25 executive and affluent cities the executive service cards', () => {
    expect(builtInCities.filter(hasExecutiveServices)).toHaveLength(25);
  });

  it('fills every field a city page and its meta tags need', () => {
    const counties = new Set(['Hennepin', 'Ramsey', 'Dakota', 'Anoka', 'Scott', 'Carver', 'Washington', 'Wright', 'Sherburne', 'Chisago']);
    for (const c of builtInCities) {
      expect(counties.has(c.county), `${c.name}: ${c.county}`).toBe(true);
      expect(cityCategories).toContain(c.category);
      expect(c.population).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(80);
      expect(c.landmarks.length).toBeGreaterThan(0);
      expect(c.businessDistricts.length).toBeGreaterThan(0);
      expect(c.metaTitle).toContain(c.name);
      expect(c.metaDescription.length).toBeGreaterThanOrEqual(100);
      expect(c.keywords.length).toBeGreaterThanOrEqual(3);
    }
  });
});
