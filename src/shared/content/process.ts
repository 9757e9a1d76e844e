/**
 * "Our Process" page copy: five numbered steps with the durations the spec gives,
 * the quality program, service standards and the technology section.
 */
import type { IconCard } from './home.ts';

export interface ProcessHero {
  heading: string;
  text: string;
}

export interface ProcessStep {
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  duration: string;
  description: string;
  details: [string, string, string, string];
  outcome: string;
}

export type ServiceStandardCategory = 'Safety & Compliance' | 'Quality Control' | 'Professional Standards' | 'Communication';

export interface ServiceStandard {
  category: ServiceStandardCategory;
  items: [string, string, string, string];
}

export interface AssessmentBanner {
  heading: string;
  text: string;
}

export const processHero: ProcessHero = {
  heading: 'A clear path from first call to a consistently clean building',
  text: 'Five clear steps take you from a walk-through of your facility to a trained crew on a set schedule, with quality checks that continue for as long as we work together.',
};

export const processSteps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep] = [
  {
    number: 1,
    title: 'Initial Consultation & Assessment',
    duration: '1-2 business days',
    description: 'We walk your facility with you to understand the space, how it is used and what matters most to you and your occupants.',
    details: [
      'On-site walk-through at a time that suits you',
      'Square footage, floor types and high-traffic areas noted',
      'Current pain points and priorities discussed',
      'Access, security and after-hours requirements confirmed',
    ],
    outcome: 'A clear picture of your facility and what a good clean looks like to you.',
  },
  {
    number: 2,
    title: 'Custom Proposal & Service Design',
    duration: '2-3 business days',
    description: 'We turn the assessment into a written scope, schedule and price built for your building rather than a generic package.',
    details: [
      'Room-by-room cleaning checklist',
      'Visit frequency and timing matched to your hours',
      'Itemized pricing for labor, supplies and add-ons',
      'Contract terms, including the 3-year price lock on a 12-month contract',
    ],
    outcome: 'A proposal you can review, adjust and approve with no surprises.',
  },
  {
    number: 3,
    title: 'Team Assignment & Training',
    duration: '3-5 business days',
    description: "We assign a regular crew and supervisor to your site and train them on your building's layout, checklist and rules.",
    details: [
      'Background-checked crew selected for your site',
      'Site-specific training on your checklist and priorities',
      'Security, alarm and key procedures reviewed',
      'Backup team members briefed for coverage',
    ],
    outcome: 'A trained crew that knows your building before the first visit.',
  },
  {
    number: 4,
    title: 'Service Implementation & Quality Setup',
    duration: '1 week',
    description:
      'Service begins, and the supervisor works alongside the crew during the first week to set the standard and fine-tune the routine.',
    details: [
      'First cleans supervised on site',
      'Supplies, equipment and storage set up',
      'Inspection schedule and reporting agreed',
      'Check-in with you at the end of the first week',
    ],
    outcome: 'A steady routine that meets your standard from the first week.',
  },
  {
    number: 5,
    title: 'Ongoing Quality Management',
    duration: 'ongoing',
    description: 'Regular inspections, feedback and reviews keep quality consistent and let the scope change as your needs do.',
    details: [
      'Scheduled supervisor inspections',
      'Issues logged and followed up until resolved',
      'Regular check-ins with your client success manager',
      'Scope and schedule adjusted as your needs change',
    ],
    outcome: 'Consistent results you do not have to manage yourself.',
  },
];

export const qualityProgram: [IconCard, IconCard, IconCard, IconCard] = [
  {
    title: 'Regular Inspections',
    description: 'Supervisors inspect each site against its written checklist and record what they find.',
    icon: 'clipboard',
  },
  {
    title: 'Client Feedback',
    description: 'Report an issue any time; it is logged, assigned and followed up until you confirm it is fixed.',
    icon: 'handshake',
  },
  {
    title: 'Ongoing Training',
    description: 'Crews receive refresher training on safety, products and techniques, not just a first-day orientation.',
    icon: 'award',
  },
  {
    title: 'Performance Tracking',
    description: 'We track on-time arrival, inspection scores and resolved issues, and hold a 99.5% on-time rate.',
    icon: 'chart',
  },
];

export const serviceStandards: [ServiceStandard, ServiceStandard, ServiceStandard, ServiceStandard] = [
  {
    category: 'Safety & Compliance',
    items: [
      'OSHA-certified safety training for every team member',
      'Safety data sheets on site for every product',
      'Wet-floor signage and slip-hazard procedures',
      '$2M liability coverage on every job',
    ],
  },
  {
    category: 'Quality Control',
    items: [
      'Written, room-by-room checklists',
      'Scheduled supervisor inspections',
      'Issues tracked until resolved',
      '100% satisfaction guarantee',
    ],
  },
  {
    category: 'Professional Standards',
    items: [
      'Background-checked staff',
      'Uniformed crews with identification',
      'Key, alarm and access procedures followed',
      'Respect for your occupants, property and privacy',
    ],
  },
  {
    category: 'Communication',
    items: [
      'A named client success manager',
      'Response within 2 hours',
      '24/7 support for urgent issues',
      'Regular check-ins and service reviews',
    ],
  },
];

export const technologyFeatures: [IconCard, IconCard, IconCard] = [
  {
    title: 'Digital Scheduling',
    description: 'Visits, crews and special requests are scheduled digitally, so changes reach the right team right away.',
    icon: 'calendar',
  },
  {
    title: 'Real-Time Monitoring',
    description: 'Crews clock in and out at your site, so we know when cleaning starts and finishes.',
    icon: 'monitor',
  },
  {
    title: 'Performance Analytics',
    description: 'Inspection scores, on-time arrival and issue history are tracked over time to spot trends early.',
    icon: 'chart',
  },
];

export const assessmentBanner: AssessmentBanner = {
  heading: 'Schedule Free Assessment',
  text: "Book a walk-through of your facility with no cost or obligation. We'll review your space, your schedule and your priorities, then follow up with a written proposal.",
};
