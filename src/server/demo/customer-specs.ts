import { addDays, daysBetween, type IsoDate } from '#shared/domain/company-time.ts';
import type { LatLng } from '#shared/domain/geo.ts';
import type { PlanFrequency } from '#shared/domain/operations.ts';
import { facilityTypes, type AdditionalServiceName, type FacilityType } from '#shared/domain/quote.ts';
import { DEMO_ACCOUNTS } from '../modules/users/demo-data.ts';
import type { DemoContext } from './demo-context.ts';
import { companyName, domainOf, emailOf, person, phoneNumber, type Person } from './people.ts';
import { pickPlace, pointNear, streetAddress, type Place } from './places.ts';
import type { Random } from './random.ts';

/**
 * Who the demo's customers are (decision 0044), drawn before anything is written: the business, its
 * contact, its site, what it asked a quote for and when, and how it became a customer. The first is
 * the demo customer (North Loop Offices, Monday to Friday, on the demo employee's crew); the second a
 * clinic whose day porter, the demo employee, comes every day at noon, so she has a visit today.
 */
export interface CustomerSpec {
  index: number;
  company: string;
  contact: Person;
  email: string;
  phone: string;
  facilityType: FacilityType;
  squareFootage: number;
  frequency: PlanFrequency | 'One-time';
  addOns: AdditionalServiceName[];
  place: Place;
  address: string;
  at: LatLng;
  /** The day the quote came in. */
  leadDay: IsoDate;
  /** Accepted online with a signature, or converted by the office after calls. */
  path: 'online' | 'admin';
  source: 'calculator' | 'instant-quote';
  /** Days the plan visits on (the office's choice when it converts or starts the plan). */
  serviceDays: number[];
  /** When set: the times the plan may start at, first choice first. */
  times?: readonly string[];
  /** When set, the office's crew and visit length instead of the quote's. */
  crewSize?: number;
  visitMinutes?: number;
  /** The customer left: the plan ended on this day. */
  endsOn?: IsoDate;
  /** The demo customer / the demo employee's day-porter client. */
  role?: 'demo-customer' | 'daily-porter';
  /** A second site asked for later (same contact, same e-mail). */
  secondSite?: { address: string; at: LatLng; place: Place; day: IsoDate; frequency: PlanFrequency; squareFootage: number };
}

const FREQUENCIES: ReadonlyArray<readonly [PlanFrequency | 'One-time', number]> = [
  ['Daily-5', 10],
  ['3x-Weekly', 11],
  ['2x-Weekly', 15],
  ['Weekly', 30],
  ['Bi-weekly', 15],
  ['Monthly', 9],
  ['Quarterly', 5],
  ['One-time', 5],
];
const TYPES: ReadonlyArray<readonly [FacilityType, number]> = [
  ['office', 34],
  ['medical', 15],
  ['retail', 10],
  ['restaurant', 8],
  ['gym', 6],
  ['educational', 8],
  ['industrial', 7],
  ['warehouse', 8],
  ['other', 4],
];
const FOOTAGE: Record<FacilityType, [number, number]> = {
  office: [3_000, 18_000],
  medical: [2_500, 9_000],
  retail: [2_000, 10_000],
  restaurant: [2_000, 5_000],
  gym: [5_000, 12_000],
  educational: [8_000, 24_000],
  industrial: [10_000, 35_000],
  warehouse: [15_000, 50_000],
  other: [3_000, 9_000],
};
const ADD_ONS: readonly AdditionalServiceName[] = [
  'Carpet Cleaning',
  'Window Cleaning',
  'Floor Care & Maintenance',
  'Restroom Deep Restoration',
];

/** The weekdays of a plan of `frequency` (0 = Sunday): spread over the week, mostly weekdays. */
export function serviceDaysFor(r: Random, frequency: PlanFrequency): number[] {
  switch (frequency) {
    case 'Daily-7':
      return [0, 1, 2, 3, 4, 5, 6];
    case 'Daily-5':
      return [1, 2, 3, 4, 5];
    case '3x-Weekly':
      return r.pick([
        [1, 3, 5],
        [2, 4, 6],
        [1, 3, 6],
      ]);
    case '2x-Weekly':
      return r.pick([
        [1, 4],
        [2, 5],
        [1, 3],
        [2, 4],
      ]);
    default:
      return [r.int(1, 5)];
  }
}

function footage(r: Random, type: FacilityType): number {
  const [min, max] = FOOTAGE[type];
  return Math.round(r.int(min, max) / 250) * 250;
}

export function customerSpecs(ctx: DemoContext, r: Random): CustomerSpec[] {
  const taken = new Set<string>();
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
  const history = daysBetween(ctx.firstDay, ctx.today);
  const specs: CustomerSpec[] = [];
  for (let index = 0; index < ctx.size.customers; index++) {
    // Every facility type and every frequency at least once, then the usual mix.
    const facilityType = index < facilityTypes.length ? facilityTypes[index]! : r.weighted(TYPES);
    let frequency = index >= 2 && index < 2 + FREQUENCIES.length ? FREQUENCIES[index - 2]![0] : r.weighted(FREQUENCIES);
    const place = pickPlace(r);
    const contact = person(r);
    let company = companyName(r, facilityType, taken);
    let email = emailOf(contact, domainOf(company));
    // Most came in the first weeks (the company's book of business entered as it moved onto the product),
    // the rest through the year up to three weeks ago.
    const early = r.chance(0.6);
    const leadDay = early ? addDays(ctx.firstDay, r.int(0, Math.min(35, history - 30))) : addDays(ctx.firstDay, r.int(20, history - 21));
    const spec: CustomerSpec = {
      index,
      company,
      contact,
      email,
      phone: phoneNumber(r),
      facilityType,
      squareFootage: footage(r, facilityType),
      frequency,
      addOns: r.chance(0.2) ? [r.pick(ADD_ONS)] : [],
      place,
      address: streetAddress(r, place),
      at: pointNear(r, place.at, r.int(300, 4_500)),
      leadDay,
      path: r.chance(0.4) ? 'online' : 'admin',
      source: r.chance(0.7) ? 'calculator' : 'instant-quote',
      serviceDays: frequency === 'One-time' ? [] : serviceDaysFor(r, frequency),
    };
    if (index === 0) {
      company = demo.companyName;
      email = demo.email;
      frequency = 'Daily-5';
      Object.assign(spec, {
        company,
        email,
        contact: { firstName: demo.firstName, lastName: demo.lastName },
        phone: demo.phone,
        facilityType: 'office',
        squareFootage: 9_500,
        frequency,
        addOns: [],
        place: { city: 'Minneapolis', slug: 'minneapolis', zip: '55401', at: { lat: 44.9773, lng: -93.2655 } },
        address: '212 N 3rd Ave, Suite 400, Minneapolis, MN 55401',
        at: { lat: 44.98485, lng: -93.27031 },
        leadDay: addDays(ctx.firstDay, Math.min(3, history - 30)),
        path: 'admin',
        serviceDays: [1, 2, 3, 4, 5],
        times: ['18:00', '18:30', '19:30'],
        role: 'demo-customer',
      } satisfies Partial<CustomerSpec>);
    }
    if (index === 1) {
      // A day porter keeps the clinic's lobby and restrooms up at midday, every day it is open.
      Object.assign(spec, {
        facilityType: 'medical',
        frequency: 'Daily-7',
        serviceDays: [0, 1, 2, 3, 4, 5, 6],
        addOns: ['Day Porter Services'],
        leadDay: addDays(ctx.firstDay, Math.min(5, history - 30)),
        path: 'admin',
        times: ['12:00'],
        crewSize: 1,
        visitMinutes: 120,
        role: 'daily-porter',
      } satisfies Partial<CustomerSpec>);
    }
    // Schools pause for the summer; a few customers leave during the year.
    if (!spec.role && spec.frequency !== 'One-time' && r.chance(0.05) && history > 120) {
      spec.endsOn = addDays(ctx.today, -r.int(20, Math.min(90, history - 60)));
      if (spec.endsOn <= addDays(spec.leadDay, 60)) delete spec.endsOn;
    }
    if (!spec.role && spec.frequency !== 'One-time' && r.chance(0.1) && daysBetween(spec.leadDay, ctx.today) > 90) {
      const second = pickPlace(r);
      spec.secondSite = {
        place: second,
        address: streetAddress(r, second),
        at: pointNear(r, second.at, r.int(300, 4_500)),
        day: addDays(spec.leadDay, r.int(45, daysBetween(spec.leadDay, ctx.today) - 30)),
        frequency: r.pick(['Weekly', 'Bi-weekly', 'Monthly'] as const),
        squareFootage: footage(r, spec.facilityType),
      };
    }
    specs.push(spec);
  }
  return specs;
}
