/**
 * Services page copy: industries, focus areas, the five-entry service catalogue,
 * trust points, commitments, equipment and terms. Claims are worded as the spec words them.
 */
import type { IconCard, IconKey, StatItem } from './home.ts';

export const industries = [
  'Aviation',
  'Automotive',
  'Distribution',
  'Life Sciences',
  'Financial Services',
  'Technology',
  'Manufacturing',
  'Healthcare',
  'Education',
  'Retail',
  'Hospitality',
  'Government',
] as const;

export type Industry = (typeof industries)[number];

/** 24 sample service-focus areas shown as a list on the services page. */
export const serviceFocusAreas: string[] = [
  'Janitorial',
  'Floor Care',
  'Carpet Cleaning',
  'Window Washing',
  'Restroom Sanitation',
  'Day Porter',
  'Disinfection',
  'Electrostatic Disinfection',
  'Trash & Recycling',
  'Break Room Cleaning',
  'Post-Construction Cleanup',
  'Pressure Washing',
  'Parking Lot Sweeping',
  'Snow & Ice Entry Care',
  'Light Fixture Cleaning',
  'Air Vent Cleaning',
  'Upholstery Cleaning',
  'Event Cleanup',
  'Supply Restocking',
  'Move-In/Move-Out Cleaning',
  'Green Cleaning',
  'Pest Control',
  'Paper Shredding',
  'Mailroom Services',
];

export type ServiceId = 'office-cleaning' | 'industrial-cleaning' | 'medical-facilities' | 'educational-facilities' | 'retail-spaces';

export interface ServiceCatalogueEntry {
  id: ServiceId;
  title: string;
  description: string;
  longDescription: string;
  /** Six features; the services page shows the first four. */
  features: string[];
  pricing: string;
  frequency: string;
  industries: Industry[];
  benefits: string[];
  icon: IconKey;
}

export const serviceCatalogue: ServiceCatalogueEntry[] = [
  {
    id: 'office-cleaning',
    title: 'Office Cleaning',
    description: 'Reliable nightly or weekly cleaning for offices of every size.',
    longDescription:
      'We clean workstations, conference rooms, kitchens and restrooms on a schedule that fits your business hours. Each site gets a written checklist and a regular crew who learns your building. Supervisors inspect the work and report back, so you hear about issues from us first. Scope can grow or shrink as your headcount and floor plan change.',
    features: [
      'Desk, surface and touchpoint cleaning',
      'Restroom cleaning and restocking',
      'Kitchen and break room cleaning',
      'Vacuuming and hard-floor mopping',
      'Trash and recycling removal',
      'Entry glass and lobby detailing',
    ],
    pricing: 'Starting at $0.05 per sq ft',
    frequency: 'Daily, weekly, or bi-weekly',
    industries: ['Financial Services', 'Technology', 'Government', 'Life Sciences'],
    benefits: [
      'A cleaner, healthier workplace for your staff',
      'A consistent crew that knows your building',
      'Service outside your business hours',
      'One predictable monthly price',
    ],
    icon: 'building',
  },
  {
    id: 'industrial-cleaning',
    title: 'Industrial Cleaning',
    description: 'Heavy-duty cleaning for warehouses, plants and distribution centers.',
    longDescription:
      "Warehouses and production areas need more than a mop and a vacuum. Our crews run auto-scrubbers, sweepers and degreasing systems sized for large floors, and work around shifts and equipment. Every technician completes OSHA-certified safety training and follows your site's safety rules. We also clean the offices, break rooms and locker rooms that sit alongside the floor.",
    features: [
      'Auto-scrubbing and sweeping of large floors',
      'Degreasing of floors and work areas',
      'High dusting of racking, beams and fixtures',
      'Break room and locker room cleaning',
      'Loading dock and entry cleaning',
      'Waste and recycling handling',
    ],
    pricing: 'Custom quote',
    frequency: 'Daily, weekly, or per shift',
    industries: ['Manufacturing', 'Distribution', 'Automotive', 'Aviation'],
    benefits: [
      'Safer floors with fewer slip hazards',
      'Cleaning scheduled around production',
      'Crews trained in OSHA-certified safety practices',
      'Cleaner facilities ready for audits and inspections',
    ],
    icon: 'factory',
  },
  {
    id: 'medical-facilities',
    title: 'Medical Facilities',
    description: 'Clinic and medical office cleaning built around infection control.',
    longDescription:
      'Medical spaces need careful, documented cleaning. We follow CDC guidance for cleaning and disinfection, use EPA-registered disinfectants with the correct dwell times, and separate tools by area to prevent cross-contamination. Staff are background-checked and trained to work around patient areas and protected information. Each visit is logged so you have a record for your own compliance reviews.',
    features: [
      'Exam room and waiting room disinfection',
      'Color-coded tools to prevent cross-contamination',
      'High-touch surface disinfection',
      'Restroom sanitation and restocking',
      'Regulated waste staged for your licensed hauler',
      'Documented cleaning logs for every visit',
    ],
    pricing: 'Custom quote',
    frequency: 'Daily or after hours',
    industries: ['Healthcare', 'Life Sciences', 'Government'],
    benefits: [
      'Cleaning aligned with CDC disinfection guidance',
      'Records you can show during reviews',
      'Background-checked staff in patient areas',
      'A cleaner, calmer space for patients',
    ],
    icon: 'hospital',
  },
  {
    id: 'educational-facilities',
    title: 'Educational Facilities',
    description: 'Cleaning for schools, childcare centers and training facilities.',
    longDescription:
      'Classrooms, gyms, cafeterias and restrooms see heavy daily use. We clean and disinfect after hours so rooms are ready each morning, and we plan deep cleaning and floor refinishing around breaks and summer. Our products favor low-odor, Green Seal certified options suited to spaces where children learn. Every team member working in your building is background-checked.',
    features: [
      'Classroom and common-area cleaning',
      'Cafeteria and kitchen area cleaning',
      'Restroom sanitation and restocking',
      'Gym floor and hallway care',
      'Touchpoint disinfection during flu season',
      'Summer and break deep cleaning',
    ],
    pricing: 'Custom quote',
    frequency: 'Daily, with seasonal deep cleans',
    industries: ['Education', 'Government', 'Technology'],
    benefits: [
      'Rooms ready before the first bell',
      'Background-checked staff in your buildings',
      'Green cleaning products suited to schools',
      'Deep cleaning planned around the school calendar',
    ],
    icon: 'school',
  },
  {
    id: 'retail-spaces',
    title: 'Retail Spaces',
    description: 'Storefront, showroom and shopping center cleaning that keeps you customer-ready.',
    longDescription:
      'Customers notice a dirty entrance or smudged glass before they notice your products. We clean before opening or after closing, with day porter service available for busy locations. Floors, fitting rooms, restrooms and storefront glass are covered on a schedule you set. Multi-location retailers get the same checklist at every store.',
    features: [
      'Sales floor and entrance cleaning',
      'Storefront and display glass',
      'Fitting room and restroom cleaning',
      'Floor scrubbing and burnishing',
      'Day porter service for busy hours',
      'Stockroom and back-office cleaning',
    ],
    pricing: 'Custom quote',
    frequency: 'Daily, weekly, or before opening',
    industries: ['Retail', 'Hospitality', 'Automotive'],
    benefits: [
      'A store that looks ready when the doors open',
      'No cleaning during customer hours',
      'One standard across every location',
      'Floors that hold their finish longer',
    ],
    icon: 'store',
  },
];

export const trustPoints: IconCard[] = [
  {
    title: 'Licensed & Insured',
    description: 'Fully licensed, with $2M in liability coverage and background-checked staff on every crew.',
    icon: 'shield',
  },
  {
    title: '24/7 Availability',
    description: 'Support around the clock for spills, leaks and urgent cleanups, not just during business hours.',
    icon: 'clock',
  },
  {
    title: 'Local Expertise',
    description: 'A Twin Cities company serving 50+ cities and suburbs, with crews who know Minnesota buildings and winters.',
    icon: 'map-pin',
  },
  {
    title: 'Quality Guarantee',
    description: "100% satisfaction: if something is missed, tell us and we'll make it right at no extra cost.",
    icon: 'award',
  },
];

export const whyChooseUs: IconCard[] = [
  {
    title: 'Consistent Crews',
    description: 'The same trained team cleans your building each visit, with backup coverage already arranged.',
    icon: 'users',
  },
  {
    title: '99.5% On-Time Rate',
    description: 'We show up when we say we will. Service reliability is tracked for every site, every visit.',
    icon: 'clock',
  },
  {
    title: 'Fast Answers',
    description: 'We respond within 2 hours and send a detailed quote within 24 hours.',
    icon: 'phone',
  },
  {
    title: 'Inspected Work',
    description: 'Supervisors inspect against your written checklist and share the results with you.',
    icon: 'clipboard',
  },
  {
    title: 'Clear Pricing',
    description: 'One monthly price with the scope spelled out, and a 3-year price lock on a 12-month contract.',
    icon: 'dollar',
  },
  {
    title: 'Greener Cleaning',
    description: 'Green Seal certified products and microfiber systems used as standard, not as an upcharge.',
    icon: 'leaf',
  },
];

export interface QuoteBanner {
  heading: string;
  text: string;
}

export const quoteBanner: QuoteBanner = {
  heading: 'Get a detailed quote within 24 hours',
  text: "Tell us about your facility and how often you need service. We'll send a written, itemized quote within 24 hours, with no cost or obligation.",
};

export interface Certification {
  title: string;
  description: string;
}

export const certifications: Certification[] = [
  {
    title: 'OSHA',
    description: 'Every team member completes OSHA-certified safety training covering chemicals, equipment and slip hazards.',
  },
  {
    title: 'CDC',
    description: 'Disinfection procedures follow CDC guidance for cleaning and disinfecting public and workplace facilities.',
  },
  {
    title: 'Quality Assurance',
    description: 'Written checklists, scheduled supervisor inspections and tracked follow-up on every reported issue.',
  },
];

export const serviceCommitments: IconCard[] = [
  {
    title: 'Price Guarantee',
    description: 'Sign a 12-month contract and your price is locked for up to 3 years.',
    icon: 'lock',
  },
  {
    title: 'Flexible Terms',
    description: "Month-to-month renewal after your first term, with 30 days' written notice to end service.",
    icon: 'handshake',
  },
  {
    title: 'Transparent Pricing',
    description: 'Itemized quotes showing labor, supplies and add-ons, so you know exactly what you are paying for.',
    icon: 'dollar',
  },
  {
    title: 'Sustainability',
    description: 'Green Seal certified products, microfiber systems and dilution control to reduce chemical use and waste.',
    icon: 'leaf',
  },
  {
    title: 'Professional Staff',
    description: 'Background-checked, uniformed and trained in OSHA-certified safety practices before their first shift.',
    icon: 'users',
  },
  {
    title: 'Emergency Services',
    description: '24/7 response for floods, spills and urgent cleanups when something goes wrong after hours.',
    icon: 'bell',
  },
  {
    title: 'Full Coverage',
    description: '$2M in liability coverage protects your property and your business while we work.',
    icon: 'shield',
  },
];

export const equipmentList: string[] = [
  'HEPA-filtered backpack vacuums',
  'Walk-behind and ride-on auto-scrubbers',
  'Color-coded microfiber cloth and mop systems',
  'Low-moisture carpet extractors',
  'Electrostatic disinfectant sprayers',
  'High-speed floor burnishers',
  'Water-fed pole systems for exterior glass',
  'Chemical dilution-control stations',
];

export const ecoProducts: string[] = [
  'Green Seal certified general-purpose cleaners',
  'EPA Safer Choice labeled products',
  'Fragrance-free and low-odor options',
  'Concentrates dispensed through dilution control to limit waste',
  'Reusable microfiber that cuts water and chemical use',
  'EPA-registered disinfectants, used where disinfection is needed',
  'Recycled-content paper products and can liners on request',
];

export const serviceStats = (years: number): [StatItem, StatItem, StatItem, StatItem] => [
  { value: String(years), label: 'Years' },
  { value: '500+', label: 'Clients' },
  { value: '99%', label: 'Retention' },
  { value: '24/7', label: 'Support' },
];

export interface ServiceTerms {
  termination: string;
  renewal: string;
  text: string;
}

export const serviceTerms: ServiceTerms = {
  termination: "30 days' written notice",
  renewal: 'Contracts auto-renew monthly',
  text: "Service agreements are written in plain English. After your initial term, contracts auto-renew monthly, and either side can end service with 30 days' written notice. Any scope or price change is agreed in writing first.",
};
