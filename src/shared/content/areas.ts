/**
 * "Areas We Serve" page copy. The city list itself comes from the city data;
 * this file holds the hero, stats, section titles, filters and service hours.
 * The years in business are counted from the company profile's founding year.
 */
import type { StatItem } from './home.ts';

/** Same values as the city categories in the domain city data. */
export type AreaCategory = 'metro' | 'executive' | 'affluent' | 'growing' | 'business' | 'rural';

/** Only these filters have visible buttons; metro, business and rural have sections only. */
export type AreaFilterValue = 'all' | 'executive' | 'affluent' | 'growing';

export interface AreasHero {
  heading: string;
  text: string;
  badges: string[];
}

export interface AreaSection {
  category: AreaCategory;
  title: string;
  description: string;
}

export interface AreaFilter {
  value: AreaFilterValue;
  label: string;
}

export interface ServiceHoursRow {
  label: string;
  hours: string;
}

export interface AreasCta {
  heading: string;
  text: string;
}

export const areasHero: AreasHero = {
  heading: 'Commercial cleaning across the Twin Cities metro',
  text: 'From downtown Minneapolis and St. Paul to the growing suburbs and rural communities around them, our crews serve businesses in 50+ cities. Find your city below to see local details.',
  badges: ['50+ Cities & Suburbs', '4 Counties Covered'],
};

export const areasStats = (years: number): StatItem[] => [
  { value: String(years), label: 'Years Serving the Twin Cities' },
  { value: '50+', label: 'Cities & Suburbs' },
  { value: '4', label: 'Counties Covered' },
  { value: '24/7', label: 'Emergency Service' },
];

export const areaSections: [AreaSection, AreaSection, AreaSection, AreaSection, AreaSection, AreaSection] = [
  {
    category: 'metro',
    title: 'Primary Metro Cities',
    description: 'Minneapolis, St. Paul and the core cities where many of our longest-standing clients are based.',
  },
  {
    category: 'executive',
    title: 'Executive & CEO Enclaves',
    description: 'Communities home to corporate leaders and headquarters, where presentation and discretion matter.',
  },
  {
    category: 'affluent',
    title: 'Affluent Suburbs',
    description: 'Established suburbs with professional offices, clinics and retail centers that expect a polished result.',
  },
  {
    category: 'growing',
    title: 'Growing Business Communities',
    description: 'Fast-growing suburbs where new offices, warehouses and storefronts open every year.',
  },
  {
    category: 'business',
    title: 'Established Business Hubs',
    description: 'Suburban business centers with office parks, industrial areas and busy retail corridors.',
  },
  {
    category: 'rural',
    title: 'Rural Executive Communities',
    description: 'Smaller towns on the edge of the metro, served on the same schedule and standard as the city.',
  },
];

export const areaFilters: [AreaFilter, AreaFilter, AreaFilter, AreaFilter] = [
  { value: 'all', label: 'All Areas' },
  { value: 'executive', label: 'CEO Enclaves' },
  { value: 'affluent', label: 'Affluent Suburbs' },
  { value: 'growing', label: 'Growing Communities' },
];

export const serviceHours: [ServiceHoursRow, ServiceHoursRow, ServiceHoursRow] = [
  { label: 'Monday - Friday', hours: '6AM - 8PM' },
  { label: 'Saturday', hours: '8AM - 6PM' },
  { label: 'Emergency Service', hours: '24/7' },
];

export const areasCta: AreasCta = {
  heading: "Don't see your city? Ask us",
  text: "We add nearby communities regularly. Call to confirm your service area or request a quote, and we'll respond within 2 hours.",
};
