import type { LatLng } from '#shared/domain/geo.ts';
import type { PlanFrequency } from '#shared/domain/operations.ts';
import type { Random } from './seeded-random.ts';

/** The names, places, time slots and plan mix the year of operations is drawn from (`operations-fixture.ts`). */

export const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'Dana',
  'Eli',
  'Fatima',
  'Gus',
  'Hannah',
  'Ibrahim',
  'Jada',
  'Kai',
  'Lena',
  'Marcus',
  'Nora',
  'Omar',
  'Paula',
  'Quinn',
  'Rosa',
  'Sam',
  'Tess',
  'Uma',
  'Victor',
  'Wendy',
  'Xavier',
  'Yusuf',
  'Zoe',
  'Abdi',
  'Bao',
  'Chue',
  'Deqa',
  'Erik',
  'Ingrid',
  'Lars',
  'Mai',
  'Nils',
  'Pa Nhia',
  'Sven',
  'Toua',
  'Yer',
  'Hodan',
];
export const LAST_NAMES = [
  'Anderson',
  'Berg',
  'Carlson',
  'Dahl',
  'Eriksen',
  'Flores',
  'Garcia',
  'Hansen',
  'Iverson',
  'Johnson',
  'Kowalski',
  'Lee',
  'Martinez',
  'Nelson',
  'Olson',
  'Peterson',
  'Quist',
  'Rasmussen',
  'Schmidt',
  'Thao',
  'Underwood',
  'Vang',
  'Warsame',
  'Xiong',
  'Yang',
  'Zimmerman',
  'Ali',
  'Lor',
  'Mohamed',
  'Nguyen',
  'Halvorsen',
  'Lindqvist',
  'Moua',
  'Hassan',
];
export const COMPANY_WORDS = [
  'North Loop',
  'Lakeside',
  'Mill City',
  'Stone Arch',
  'Riverview',
  'Loring',
  'Nokomis',
  'Como',
  'Harriet',
  'Minnehaha',
  'Cedar',
  'Summit',
  'Grand',
  'Highland',
  'Prospect',
  'Bluff',
  'Pine',
  'Birch',
  'Aspen',
  'Tamarack',
  'Northstar',
  'Gopher',
  'Hiawatha',
  'Calhoun',
  'Dakota',
  'Itasca',
  'Superior',
  'Granite',
  'Iron Range',
  'Boundary',
];
export const COMPANY_KINDS = [
  'Dental',
  'Family Clinic',
  'Offices',
  'Law Group',
  'Fitness',
  'Academy',
  'Bistro',
  'Logistics',
  'Manufacturing',
  'Realty',
  'Insurance',
  'Pediatrics',
  'Credit Union',
  'Brewing',
  'Montessori',
  'Architects',
  'Veterinary',
  'Design',
];
export const COMPANY_SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Group', 'Partners', 'PA', ''];
export const STREETS = [
  'France Ave S',
  'Hennepin Ave',
  'Nicollet Mall',
  'Lyndale Ave S',
  'University Ave W',
  'Grand Ave',
  'Snelling Ave N',
  'Lake St E',
  'Washington Ave N',
  'Central Ave NE',
  'Penn Ave S',
  'Xerxes Ave S',
  'Cedar Ave S',
  'Robert St S',
  'County Rd 42',
  'Old Shakopee Rd',
  'Valley View Rd',
  'Wayzata Blvd',
  'Excelsior Blvd',
  'Minnetonka Blvd',
];
export const CITIES: ReadonlyArray<{ name: string; zip: string; at: LatLng }> = [
  { name: 'Minneapolis', zip: '55401', at: { lat: 44.9778, lng: -93.265 } },
  { name: 'Saint Paul', zip: '55102', at: { lat: 44.9537, lng: -93.09 } },
  { name: 'Edina', zip: '55435', at: { lat: 44.8897, lng: -93.3499 } },
  { name: 'Bloomington', zip: '55420', at: { lat: 44.8408, lng: -93.2983 } },
  { name: 'Eagan', zip: '55121', at: { lat: 44.8041, lng: -93.1669 } },
  { name: 'Plymouth', zip: '55447', at: { lat: 45.0105, lng: -93.4555 } },
  { name: 'Maple Grove', zip: '55369', at: { lat: 45.0725, lng: -93.4558 } },
  { name: 'Woodbury', zip: '55125', at: { lat: 44.9239, lng: -92.9594 } },
  { name: 'Burnsville', zip: '55337', at: { lat: 44.7677, lng: -93.2777 } },
  { name: 'Roseville', zip: '55113', at: { lat: 45.0061, lng: -93.1566 } },
];
export const EXTRA_SERVICES = [
  'Carpet cleaning',
  'Window cleaning',
  'Floor stripping and waxing',
  'Post-construction cleanup',
  'Deep cleaning',
];
export const VISIT_NOTES = [
  'Use the loading dock door; the code is with the office.',
  'Alarm panel by the back entrance.',
  'Break room fridge: clear out on Fridays.',
  'Conference room booked late: start there last.',
  'Extra attention to the lobby glass.',
];
export const RATING_COMMENTS = [
  'Spotless, thank you!',
  'Great job on the restrooms.',
  'Trash in the back office was missed.',
  'Very thorough crew.',
  'Floors looked great this week.',
  'Kitchen could have been wiped down better.',
];
export const PROBLEMS = [
  'The restroom supplies were not restocked.',
  'Trash was not taken out in the east wing.',
  'The front door was left unlocked after the visit.',
  'Carpet stain in the lobby is still there.',
  'Nobody came for this visit as far as we can tell.',
];

/**
 * Visit time slots (Minnesota wall clock) and the longest visit each fits before the next, with the
 * punches' few minutes either side: one person's entries never overlap.
 */
export const SLOTS = [
  { time: '06:00', maxMinutes: 120 },
  { time: '17:30', maxMinutes: 150 },
  { time: '20:15', maxMinutes: 135 },
  { time: '22:45', maxMinutes: 120 },
] as const;

export interface PlanKind {
  frequency: PlanFrequency;
  share: number;
  crew: [number, number];
  days: () => number[];
}

/** The mix of plans (shares of all plans); about 10-15k visits for 200 customers over a year and the horizon. */
export function planKinds(r: Random): PlanKind[] {
  const weekday = () => r.int(1, 5);
  return [
    { frequency: 'Daily-7', share: 0.014, crew: [2, 3], days: () => [0, 1, 2, 3, 4, 5, 6] },
    { frequency: 'Daily-5', share: 0.055, crew: [1, 3], days: () => [1, 2, 3, 4, 5] },
    {
      frequency: 'Weekly',
      share: 0.36,
      crew: [1, 2],
      days: () => {
        const n = r.chance(0.6) ? 1 : r.chance(0.6) ? 2 : 3;
        return r.shuffle([1, 2, 3, 4, 5, 6]).slice(0, n).sort();
      },
    },
    { frequency: 'Bi-weekly', share: 0.25, crew: [1, 2], days: () => [weekday()] },
    { frequency: 'Monthly', share: 0.21, crew: [1, 2], days: () => [weekday()] },
    { frequency: 'Quarterly', share: 0.111, crew: [1, 3], days: () => [weekday()] },
  ];
}
