/**
 * Window-cleaning plan landing page copy (/window-cleaning and /services/window-cleaning).
 * Plan savings, guarantees, pane-count options and hours are as the spec gives them.
 * Reviews are static samples and the page should label them as such (windowReviewsNote).
 */
import type { IconCard } from './home.ts';

export type WindowPlanId = 'one-time' | 'biannual' | 'quarterly';
export type WindowPlanName = 'One-Time' | 'Biannual' | 'Quarterly';

export interface WindowHero {
  heading: string;
  subheading: string;
  points: string[];
}

export interface WindowPlan {
  id: WindowPlanId;
  name: WindowPlanName;
  tagline: string;
  savings: string;
  features: string[];
  popular: boolean;
}

export interface HowItWorksStep {
  title: string;
  description: string;
}

export type WindowAddOnId =
  'exterior-window-cleaning' | 'interior-window-cleaning' | 'screens-and-tracks' | 'hard-water-removal' | 'gutter-cleaning';

export interface WindowAddOn {
  id: WindowAddOnId;
  name: string;
  description: string;
}

export interface WindowReview {
  /** First name and last initial only. */
  name: string;
  city: string;
  plan: WindowPlanName;
  text: string;
}

export interface WindowReviewFilter {
  value: 'all' | WindowPlanName;
  label: string;
}

export interface WindowFaq {
  question: string;
  answer: string;
}

export const windowHero: WindowHero = {
  heading: 'Clear windows on a schedule, with up to $100 off every visit',
  subheading: 'Pick a plan and we handle the rest: we book each cleaning, bill automatically, and you can cancel between cycles.',
  points: [
    'Up to $100 off every visit on a Quarterly plan',
    'Auto-scheduled and auto-billed',
    'Cancel between cycles',
    '7-day rain guarantee on Quarterly',
  ],
};

export const windowPlans: [WindowPlan, WindowPlan, WindowPlan] = [
  {
    id: 'one-time',
    name: 'One-Time',
    tagline: 'A single cleaning when you need it',
    savings: 'Standard rate',
    features: ['Interior and exterior glass', 'Frames and sills wiped', 'Book any open date', 'No ongoing commitment'],
    popular: false,
  },
  {
    id: 'biannual',
    name: 'Biannual',
    tagline: 'Spring and fall cleanings, booked for you',
    savings: 'Save $50 per cleaning',
    features: ['Two cleanings a year', '$50 off every cleaning', 'Auto-scheduled and auto-billed', 'Cancel between cycles'],
    popular: false,
  },
  {
    id: 'quarterly',
    name: 'Quarterly',
    tagline: 'Clear glass every season',
    savings: 'Save $100 per cleaning',
    features: [
      'Four cleanings a year',
      '$100 off every cleaning',
      '7-day rain guarantee',
      'Free hard-water touch-up on up to 5 panes',
      'Auto-scheduled and auto-billed',
      'Cancel between cycles',
    ],
    popular: true,
  },
];

export const windowMarketingLine = 'Save up to $100 off every visit with a window-cleaning plan.';

export const howItWorks: HowItWorksStep[] = [
  {
    title: 'Get your quote',
    description: 'Tell us roughly how many panes you have and where you are. Quotes usually take under 5 minutes.',
  },
  {
    title: 'Choose a plan',
    description: 'Book a One-Time cleaning, or save on every visit with a Biannual or Quarterly plan.',
  },
  {
    title: 'We clean',
    description: 'Our crew cleans the glass, wipes frames and sills, and checks the work before leaving.',
  },
  {
    title: 'We book the next one',
    description: 'Plan visits are scheduled and billed automatically. Skip the reminders, or cancel between cycles.',
  },
];

export const windowGuarantees: IconCard[] = [
  {
    title: 'Auto-Schedule & Auto-Billing',
    description: 'Each plan visit is booked for you and billed automatically, so there is nothing to remember.',
    icon: 'calendar',
  },
  {
    title: 'Cancel Between Cycles',
    description: 'Change your mind? Cancel any time between cleaning cycles.',
    icon: 'refresh',
  },
  {
    title: '7-Day Rain Guarantee',
    description:
      'On the Quarterly plan, if rain spots your exterior glass within 7 days of a cleaning, we come back and re-clean it at no charge.',
    icon: 'droplet',
  },
  {
    title: 'Checked Before We Leave',
    description: 'Our crew checks every pane before leaving, and we come back if anything was missed.',
    icon: 'check',
  },
];

export const windowAddOns: [WindowAddOn, WindowAddOn, WindowAddOn, WindowAddOn, WindowAddOn] = [
  {
    id: 'exterior-window-cleaning',
    name: 'Exterior Window Cleaning',
    description: 'Outside glass, frames and sills cleaned streak-free, including upper panes we can safely reach.',
  },
  {
    id: 'interior-window-cleaning',
    name: 'Interior Window Cleaning',
    description: 'Inside glass and sills cleaned with drop cloths and care for your furniture and floors.',
  },
  {
    id: 'screens-and-tracks',
    name: 'Screens & Tracks',
    description: 'Screens removed, washed and refitted; tracks vacuumed and wiped so windows slide freely.',
  },
  {
    id: 'hard-water-removal',
    name: 'Hard Water Removal',
    description: 'Mineral spots from sprinklers and runoff treated and removed from affected panes.',
  },
  {
    id: 'gutter-cleaning',
    name: 'Gutter Cleaning',
    description: 'Leaves and debris cleared from gutters and downspouts checked for flow.',
  },
];

export const windowReviewsNote = 'Sample reviews shown for illustration.';

export const windowReviewFilters: WindowReviewFilter[] = [
  { value: 'all', label: 'All' },
  { value: 'Quarterly', label: 'Quarterly' },
  { value: 'Biannual', label: 'Biannual' },
  { value: 'One-Time', label: 'One-Time' },
];

export const windowReviews: WindowReview[] = [
  {
    name: 'Sarah K.',
    city: 'Edina',
    plan: 'Quarterly',
    text: 'Our storefront glass gets a lot of fingerprints and road spray. Quarterly visits keep it looking right, and I never have to remember to call.',
  },
  {
    name: 'Brian O.',
    city: 'Eagan',
    plan: 'Quarterly',
    text: 'It rained two days after a cleaning and they came back that week to redo the outside. That guarantee is the reason I picked Quarterly.',
  },
  {
    name: 'Megan P.',
    city: 'Woodbury',
    plan: 'Quarterly',
    text: 'The hard-water touch-up took care of the spots the sprinklers leave on our lower windows. Billing is automatic, which suits me.',
  },
  {
    name: 'Greg H.',
    city: 'Plymouth',
    plan: 'Biannual',
    text: 'Spring and fall is enough for our small office. They schedule both visits and the crew is in and out in a morning.',
  },
  {
    name: 'Linda J.',
    city: 'Apple Valley',
    plan: 'Biannual',
    text: 'Friendly crew, careful with our floors inside, and the screens came back cleaner than I expected.',
  },
  {
    name: 'Carlos D.',
    city: 'Burnsville',
    plan: 'Biannual',
    text: 'Saving $50 on each cleaning made the plan an easy choice over booking one-offs. Good, steady work.',
  },
  {
    name: 'Heather W.',
    city: 'Maple Grove',
    plan: 'One-Time',
    text: 'We needed the windows done before an open house at our new clinic. The quote took a few minutes and they fit us in that week.',
  },
  {
    name: 'Paul N.',
    city: 'Lakeville',
    plan: 'One-Time',
    text: "Booked a one-time cleaning after some construction next door. Glass and tracks were spotless. I'll likely switch to a plan.",
  },
];

export const windowFaqs: WindowFaq[] = [
  {
    question: 'How much does window cleaning cost?',
    answer:
      'Price depends on how many panes you have and how easy they are to reach. One-Time cleanings are at our standard rate. Biannual plans save $50 per cleaning and Quarterly plans save $100 per cleaning. Quotes usually take under 5 minutes.',
  },
  {
    question: "What's included in a cleaning?",
    answer:
      'Each cleaning covers the glass you choose, inside, outside or both, plus wiping frames and sills. Screens and tracks, hard water removal and gutter cleaning can be added to any visit.',
  },
  {
    question: 'What if it rains right after my cleaning?',
    answer:
      "Quarterly plans include a 7-day rain guarantee. If rain spots your exterior glass within 7 days of a cleaning, let us know and we'll re-clean it at no charge.",
  },
  {
    question: 'Do you clean windows during Minnesota winters?',
    answer:
      'Yes. Interior cleaning continues all year. Exterior work depends on the weather; on days that are too cold or icy to work safely, we move your exterior cleaning to the next suitable day and let you know.',
  },
  {
    question: 'How does scheduling work on a plan?',
    answer:
      "Plan visits are scheduled automatically, two a year on Biannual and four a year on Quarterly. We confirm each date ahead of time, and you can ask to move a visit that doesn't suit you.",
  },
  {
    question: 'Can I cancel my plan?',
    answer: 'Yes. You can cancel between cycles; just let us know before your next cleaning is due.',
  },
  {
    question: 'Do you clean screens?',
    answer:
      'Yes, with the Screens & Tracks add-on. We remove and wash the screens, clean the tracks, and refit everything before we leave.',
  },
  {
    question: 'Can you remove hard water spots?',
    answer:
      'Quarterly plans include a free hard-water touch-up on up to 5 panes. For more panes or heavier buildup, add Hard Water Removal to your visit.',
  },
];

export const paneCountOptions = ['0-20', '21-40', '41-60', '61+', 'Not sure'] as const;
export type PaneCountOption = (typeof paneCountOptions)[number];

export const windowHours = 'Mon-Sat 7AM-6PM';

export const windowQuoteNote = 'Quotes usually take under 5 minutes.';
