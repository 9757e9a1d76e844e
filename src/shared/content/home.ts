/**
 * Home page marketing copy. Claims are worded as the public-site spec words them;
 * the years in business are counted from the company profile's founding year on every page.
 *
 * The small shared types (IconKey, StatItem, IconCard) live here so the other
 * content files can import them as types without a separate barrel file.
 */

/** The only icon keys the content may name; the UI maps each to one icon set. */
export type IconKey =
  | 'shield'
  | 'clock'
  | 'leaf'
  | 'star'
  | 'users'
  | 'building'
  | 'hospital'
  | 'factory'
  | 'school'
  | 'store'
  | 'sparkles'
  | 'check'
  | 'phone'
  | 'calendar'
  | 'chart'
  | 'map-pin'
  | 'award'
  | 'truck'
  | 'droplet'
  | 'sun'
  | 'snowflake'
  | 'heart'
  | 'target'
  | 'handshake'
  | 'clipboard'
  | 'monitor'
  | 'bell'
  | 'lock'
  | 'dollar'
  | 'refresh'
  | 'home'
  | 'window';

/** A headline number with its caption, e.g. { value: "500+", label: "Clients Served" }. */
export interface StatItem {
  value: string;
  label: string;
}

/** A card with a title, a short description and an icon key. */
export interface IconCard {
  title: string;
  description: string;
  icon: IconKey;
}

export interface HomeHero {
  eyebrow: string;
  heading: string;
  subheading: string;
  primaryCta: string;
  secondaryCta: string;
}

export interface ServiceHighlight extends IconCard {
  points: [string, string, string];
}

export interface Testimonial {
  quote: string;
  /** First name and last initial only. */
  name: string;
  /** Job title of the person quoted. */
  title: string;
  /** A generic description of the business and its city, never a brand name. */
  company: string;
  rating: 4 | 5;
}

export interface ClosingCta {
  heading: string;
  text: string;
  primary: string;
  secondary: string;
}

export const homeHero: HomeHero = {
  eyebrow: 'Commercial cleaning for the Twin Cities',
  heading: 'A price for your building in minutes, not days',
  subheading:
    'Enter your square footage and how often you need service, and get an itemized monthly estimate on the spot. Prefer to talk it through? We respond within 2 hours.',
  primaryCta: 'Get Instant Quote',
  secondaryCta: 'Schedule Consultation',
};

/** The home page's figures; the years are counted from the company's founding year (issue 30: one fact). */
export const trustStats = (years: number): StatItem[] => [
  { value: String(years), label: 'Years in Business' },
  { value: '500+', label: 'Clients Served' },
  { value: '99%', label: 'Client Retention' },
  { value: '24/7', label: 'Support' },
  { value: '4.9/5', label: 'Average Rating' },
];

export const serviceHighlights: [ServiceHighlight, ServiceHighlight, ServiceHighlight] = [
  {
    title: 'Office Buildings',
    description: 'Nightly or weekly cleaning for single-tenant offices and multi-tenant buildings, scheduled around your hours.',
    icon: 'building',
    points: [
      'Workstations, conference rooms and break rooms',
      'Restrooms cleaned and restocked every visit',
      'Lobbies and entrances kept presentable',
    ],
  },
  {
    title: 'Healthcare Facilities',
    description: 'Clinic and medical office cleaning that follows CDC disinfection guidance and respects patient areas.',
    icon: 'hospital',
    points: [
      'Exam rooms and waiting areas disinfected',
      'Staff trained on infection-control procedures',
      'Documented checklists for every visit',
    ],
  },
  {
    title: 'Retail & Industrial',
    description: 'Sales floors, warehouses and production areas cleaned to the standard your customers and inspectors expect.',
    icon: 'factory',
    points: [
      'Floor scrubbing, burnishing and spill response',
      'Storefront glass and entry mats',
      'Break rooms, locker rooms and offices on site',
    ],
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      "The crew shows up on schedule, the restrooms are stocked every morning, and I haven't had a tenant complaint about cleaning in over a year.",
    name: 'Karen M.',
    title: 'Property Manager',
    company: 'Class A office building, Bloomington',
    rating: 5,
  },
  {
    quote:
      'They walked the clinic with us, asked the right questions about exam rooms and sharps, and put it all in a checklist we can actually audit.',
    name: 'David R.',
    title: 'Practice Administrator',
    company: 'Multi-provider medical clinic, Edina',
    rating: 5,
  },
  {
    quote: 'Our warehouse floors had not looked this good since we moved in. The auto-scrubber schedule works around both of our shifts.',
    name: 'Luis G.',
    title: 'Operations Manager',
    company: 'Regional distribution center, Shakopee',
    rating: 5,
  },
  {
    quote: 'Getting a price took a few minutes online, and the final proposal matched it. No surprises on the first invoice.',
    name: 'Jennifer T.',
    title: 'Office Manager',
    company: 'Accounting firm office, Eagan',
    rating: 5,
  },
  {
    quote: 'When a pipe burst on a Sunday night, they had people on site within hours. That alone kept us as a client.',
    name: 'Mark S.',
    title: 'Facilities Director',
    company: 'Private K-8 school, Woodbury',
    rating: 5,
  },
  {
    quote:
      'Solid, consistent work across our three stores. We had a few early hiccups with a new crew member, and our account manager fixed them the same week.',
    name: 'Amy L.',
    title: 'District Manager',
    company: 'Specialty retail stores, Maple Grove',
    rating: 4,
  },
];

export const closingCta: ClosingCta = {
  heading: 'Know what cleaning your building will cost today',
  text: "Get an itemized estimate in minutes, or book a walk-through and we'll send a detailed quote within 24 hours.",
  primary: 'Get Instant Quote',
  secondary: 'Schedule Consultation',
};
