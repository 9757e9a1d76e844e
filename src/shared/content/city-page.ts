/**
 * City page (/cities/{citySlug}) copy. Card descriptions may contain the token
 * "{city}", which the page replaces with the city name.
 * Executive and affluent city slugs get executiveServiceCards; all others get standardServiceCards.
 */
import type { IconCard, StatItem } from './home.ts';

export type CityServiceCards = [IconCard, IconCard, IconCard, IconCard];

export const executiveServiceCards: CityServiceCards = [
  {
    title: 'Executive Office Cleaning',
    description:
      'Discreet, detailed cleaning for executive suites and private offices in {city}, handled by a consistent, background-checked crew.',
    icon: 'building',
  },
  {
    title: 'Corporate Headquarters',
    description: 'Lobbies, boardrooms and open-plan floors kept ready for clients and visitors at headquarters across {city}.',
    icon: 'award',
  },
  {
    title: 'Luxury Business Facilities',
    description: "Care for fine finishes, natural stone, glass and wood in {city}'s high-end offices, showrooms and clinics.",
    icon: 'sparkles',
  },
  {
    title: 'Estate Business Centers',
    description: 'Scheduled cleaning for private offices, guest houses and business spaces on estate properties in and around {city}.',
    icon: 'home',
  },
];

export const standardServiceCards: CityServiceCards = [
  {
    title: 'Office Cleaning',
    description: 'Nightly or weekly cleaning for {city} offices: workstations, restrooms, break rooms and floors, on your schedule.',
    icon: 'building',
  },
  {
    title: 'Medical Facility Cleaning',
    description: 'Clinic and medical office cleaning in {city} that follows CDC disinfection guidance and keeps a record of every visit.',
    icon: 'hospital',
  },
  {
    title: 'Retail Cleaning',
    description:
      'Storefronts, sales floors and restrooms in {city} cleaned before opening or after closing, so you are ready for customers.',
    icon: 'store',
  },
  {
    title: 'Industrial Cleaning',
    description:
      'Warehouse and production-floor cleaning in {city} by crews with OSHA-certified safety training, scheduled around your shifts.',
    icon: 'factory',
  },
];

export const cityWhyChooseUs = (years: number): [IconCard, IconCard, IconCard, IconCard] => [
  {
    title: `${years} Years Experience`,
    description: `${years} years cleaning offices, clinics, schools and warehouses across the Twin Cities.`,
    icon: 'award',
  },
  {
    title: 'Licensed & Insured',
    description: 'Licensed, with $2M in liability coverage, so your property and business are protected while we work.',
    icon: 'shield',
  },
  {
    title: 'Quality Guaranteed',
    description: '100% satisfaction guaranteed. If something is missed, we come back and make it right.',
    icon: 'check',
  },
  {
    title: 'Trained Professionals',
    description: 'Background-checked staff with OSHA-certified safety training and site-specific instruction.',
    icon: 'users',
  },
];

export const cityStats = (years: number): [StatItem, StatItem, StatItem] => [
  { value: String(years), label: 'Years Experience' },
  { value: '500+', label: 'Happy Clients' },
  { value: '24/7', label: 'Support Available' },
];
