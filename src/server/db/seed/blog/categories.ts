export const builtInCategories = [
  { name: 'Office Cleaning', slug: 'office-cleaning', description: 'Keeping workplaces clean, healthy and presentable.' },
  {
    name: 'Healthcare Cleaning',
    slug: 'healthcare-cleaning',
    description: 'Disinfection and infection-prevention practice for clinics and care settings.',
  },
  {
    name: 'Facility Management',
    slug: 'facility-management',
    description: 'Budgets, contractors, scopes and schedules for facility managers.',
  },
  {
    name: 'Seasonal Maintenance',
    slug: 'seasonal-maintenance',
    description: 'Minnesota winters, spring clean-ups and the work each season brings.',
  },
  { name: 'Green Cleaning', slug: 'green-cleaning', description: 'Certified products and methods that clean well with less chemistry.' },
];
