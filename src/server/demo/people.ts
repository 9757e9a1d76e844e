import type { FacilityType } from '#shared/domain/quote.ts';
import type { Random } from './random.ts';

/** Names of the demo's people and companies: Minnesota's own mix, nothing that belongs to anyone real. */

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
  'Maria',
  'Luis',
  'Grace',
] as const;

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
  'Moua',
  'Hassan',
  'Lindgren',
  'Sorensen',
] as const;

const PLACE_WORDS = [
  'North Loop',
  'Lakeside',
  'Mill City',
  'Stone Arch',
  'Riverview',
  'Loring',
  'Nokomis',
  'Como',
  'Minnehaha',
  'Cedar',
  'Summit',
  'Highland',
  'Bluff',
  'Pine',
  'Birch',
  'Aspen',
  'Tamarack',
  'Northstar',
  'Hiawatha',
  'Dakota',
  'Itasca',
  'Superior',
  'Granite',
  'Prairie',
  'Valley',
  'Heritage',
  'Cardinal',
  'Juniper',
  'Maple',
  'Willow',
  'Bridgewater',
  'Red Cedar',
  'Lakewood',
  'Sunrise',
  'Twin Lakes',
  'Eastgate',
  'Oak Ridge',
  'Silver Lake',
  'Cloverleaf',
  'Riverbend',
] as const;

/** How businesses of each facility type are called. */
const KINDS: Record<FacilityType, readonly string[]> = {
  office: ['Law Group', 'Insurance Agency', 'Architects', 'Offices LLC', 'Realty', 'Financial Partners', 'Credit Union', 'Accounting'],
  medical: ['Family Dental', 'Pediatrics', 'Chiropractic', 'Eye Clinic', 'Physical Therapy', 'Veterinary Hospital', 'Family Clinic'],
  industrial: ['Manufacturing', 'Precision Machining', 'Fabrication', 'Plastics', 'Printing'],
  retail: ['Outfitters', 'Home & Garden', 'Books', 'Bike Shop', 'Furniture', 'Hardware'],
  educational: ['Montessori', 'Academy', 'Learning Center', 'Charter School', 'Child Care'],
  restaurant: ['Bistro', 'Brewing Co.', 'Kitchen & Bar', 'Cafe', 'Taqueria', 'Supper Club'],
  gym: ['Fitness', 'CrossFit', 'Yoga Studio', 'Athletic Club', 'Climbing Gym'],
  warehouse: ['Logistics', 'Distribution', 'Supply Co.', 'Cold Storage'],
  other: ['Community Center', 'Event Center', 'Lutheran Church', 'Arts Center'],
};

export interface Person {
  firstName: string;
  lastName: string;
}

export function person(r: Random): Person {
  return { firstName: r.pick(FIRST_NAMES), lastName: r.pick(LAST_NAMES) };
}

/** A company name of the type not yet in `taken` (which it joins). */
export function companyName(r: Random, type: FacilityType, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const name = `${r.pick(PLACE_WORDS)} ${r.pick(KINDS[type])}`;
    const unique = attempt < 20 ? name : `${name} ${attempt}`;
    if (!taken.has(unique)) {
      taken.add(unique);
      return unique;
    }
  }
}

/** "Mill City Dental" -> "millcitydental": the company's mail domain. */
export function domainOf(company: string): string {
  return `${company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30)}.example`;
}

/** A made-up number of the Twin Cities' area codes in the 555-01xx block kept for fiction. */
export function phoneNumber(r: Random): string {
  return `(${r.pick(['612', '651', '763', '952'])}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`;
}

export function emailOf(who: Person, domain: string): string {
  return `${who.firstName.toLowerCase().replace(/[^a-z]/g, '')}.${who.lastName.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`;
}
