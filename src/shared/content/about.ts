/**
 * About page copy. Its founding year and years in business come from the company profile
 * (one fact for every page, issue 30).
 */
import type { IconCard, StatItem } from './home.ts';

export interface AboutStory {
  heading: string;
  paragraphs: string[];
}

export type CoreValueTitle = 'Quality First' | 'Customer Focus' | 'Reliability' | 'Integrity' | 'Excellence' | 'Sustainability';

export interface CoreValue extends IconCard {
  title: CoreValueTitle;
}

export interface TeamMember {
  /** Shown with an initials avatar; no photos. */
  name: string;
  role: string;
  bio: string;
}

export const aboutStory = (foundedYear: number, years: number): AboutStory => ({
  heading: 'Local, owner-run and built on repeat business',
  paragraphs: [
    `We started in Apple Valley in ${foundedYear} with one van, a handful of office accounts and a simple promise: show up when we say we will and leave every building cleaner than we found it.`,
    `For ${years} years we have grown the way local businesses should, one referral at a time. Property managers brought us into their other buildings, clinics recommended us to their neighbors, and our crews grew with them.`,
    'Today we serve 500+ clients in 50+ cities and suburbs across the Twin Cities, from downtown office towers to clinics, schools, warehouses and storefronts. Every site still has a named contact, a written checklist and a crew that knows the building.',
    'Our people are background-checked, complete OSHA-certified safety training and are backed by $2M in liability coverage. That is why 99% of our clients stay with us year after year.',
  ],
});

export const coreValues: [CoreValue, CoreValue, CoreValue, CoreValue, CoreValue, CoreValue] = [
  {
    title: 'Quality First',
    description: 'Every visit follows a written checklist, and supervisors inspect the work so problems are caught before you see them.',
    icon: 'award',
  },
  {
    title: 'Customer Focus',
    description: 'We build the scope around your building, your hours and your tenants, and we adjust it as your needs change.',
    icon: 'handshake',
  },
  {
    title: 'Reliability',
    description: 'The same trained crew, on the same schedule, with backup coverage so a sick day never means a missed clean.',
    icon: 'clock',
  },
  {
    title: 'Integrity',
    description: 'Clear pricing, honest reporting and background-checked staff you can trust with keys and alarm codes.',
    icon: 'shield',
  },
  {
    title: 'Excellence',
    description: 'Ongoing training, professional equipment and a habit of fixing small things before anyone asks.',
    icon: 'star',
  },
  {
    title: 'Sustainability',
    description: 'Green Seal certified products, microfiber systems and dilution control that cut waste without cutting corners.',
    icon: 'leaf',
  },
];

export const teamMembers: TeamMember[] = [
  {
    name: 'Michael Halvorsen',
    role: 'Founder & Owner',
    bio: 'Started the company in Apple Valley and still visits client sites every week. Sets the standard for how every building is cleaned and every client is treated.',
  },
  {
    name: 'Angela Ruiz',
    role: 'Director of Operations',
    bio: 'Runs scheduling, staffing and crew assignments across the metro, and makes sure backup coverage is in place before it is needed.',
  },
  {
    name: 'Thomas Nguyen',
    role: 'Quality Assurance Manager',
    bio: 'Leads site inspections, safety training and the checklists each crew works from, and follows up on every issue a client reports.',
  },
  {
    name: 'Rachel Berg',
    role: 'Client Success Manager',
    bio: 'Your point of contact from the first walk-through onward. Handles scope changes, special requests and regular check-ins with facility managers.',
  },
];

export const aboutStats = (years: number): StatItem[] => [
  { value: String(years), label: 'Years' },
  { value: '500+', label: 'Clients Served' },
  { value: '50+', label: 'Cities Served' },
  { value: '99%', label: 'Client Retention' },
];
