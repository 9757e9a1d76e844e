import { describe, it, expect } from 'vitest';
import { areaSections } from '#shared/content/areas.ts';
import type { CitySummary } from '#shared/domain/city.ts';
import { countAreas, groupCitiesBySection, isSectionVisible } from './filter-cities.ts';

const cities: CitySummary[] = [
  { name: 'St. Paul', slug: 'st-paul', county: 'Ramsey', population: 311527, category: 'metro' },
  { name: 'Minneapolis', slug: 'minneapolis', county: 'Hennepin', population: 429954, category: 'metro' },
  { name: 'Wayzata', slug: 'wayzata', county: 'Hennepin', population: 4434, category: 'executive' },
  { name: 'Edina', slug: 'edina', county: 'Hennepin', population: 53494, category: 'affluent' },
  { name: 'Woodbury', slug: 'woodbury', county: 'Washington', population: 75102, category: 'growing' },
  { name: 'Eagan', slug: 'eagan', county: 'Dakota', population: 68855, category: 'business' },
  { name: 'Loretto', slug: 'loretto', county: 'Hennepin', population: 688, category: 'rural' },
  { name: 'Apple Valley', slug: 'apple-valley', county: 'Dakota', population: 56374, category: 'growing' },
];

const titles = (groups: ReturnType<typeof groupCitiesBySection>) => groups.map((g) => g.section.title);

describe('groupCitiesBySection', () => {
  it("shows every section in page order with the filter 'all'", () => {
    expect(titles(groupCitiesBySection(cities, areaSections, 'all'))).toEqual([
      'Primary Metro Cities',
      'Executive & CEO Enclaves',
      'Affluent Suburbs',
      'Growing Business Communities',
      'Established Business Hubs',
      'Rural Executive Communities',
    ]);
  });

  it('shows only the chosen category section for any other filter', () => {
    expect(titles(groupCitiesBySection(cities, areaSections, 'executive'))).toEqual(['Executive & CEO Enclaves']);
    expect(titles(groupCitiesBySection(cities, areaSections, 'affluent'))).toEqual(['Affluent Suburbs']);
    const growing = groupCitiesBySection(cities, areaSections, 'growing');
    expect(titles(growing)).toEqual(['Growing Business Communities']);
  });

  it('sorts cities by name inside a section without changing the input', () => {
    const metro = groupCitiesBySection(cities, areaSections, 'all')[0];
    expect(metro?.cities.map((c) => c.slug)).toEqual(['minneapolis', 'st-paul']);
    const growing = groupCitiesBySection(cities, areaSections, 'growing')[0];
    expect(growing?.cities.map((c) => c.slug)).toEqual(['apple-valley', 'woodbury']);
    expect(cities[0]?.slug).toBe('st-paul');
  });

  it('leaves out sections that have no cities', () => {
    const onlyMetro = cities.filter((c) => c.category === 'metro');
    expect(titles(groupCitiesBySection(onlyMetro, areaSections, 'all'))).toEqual(['Primary Metro Cities']);
    expect(groupCitiesBySection(onlyMetro, areaSections, 'executive')).toEqual([]);
    expect(groupCitiesBySection([], areaSections, 'all')).toEqual([]);
  });
});

describe('isSectionVisible', () => {
  it('keeps metro, business and rural sections only under all', () => {
    expect(isSectionVisible({ category: 'rural' }, 'all')).toBe(true);
    expect(isSectionVisible({ category: 'rural' }, 'executive')).toBe(false);
    expect(isSectionVisible({ category: 'affluent' }, 'affluent')).toBe(true);
  });
});

describe('countAreas', () => {
  it('counts cities, CEO enclaves, affluent areas and distinct counties', () => {
    expect(countAreas(cities)).toEqual({ totalCities: 8, executive: 1, affluent: 1, counties: 4 });
  });

  it('treats county spelling case-insensitively and handles no data', () => {
    const mixed: CitySummary[] = [
      { name: 'A', slug: 'a', county: 'Hennepin', population: 1, category: 'metro' },
      { name: 'B', slug: 'b', county: 'hennepin ', population: 1, category: 'metro' },
    ];
    expect(countAreas(mixed).counties).toBe(1);
    expect(countAreas([])).toEqual({ totalCities: 0, executive: 0, affluent: 0, counties: 0 });
  });
});
