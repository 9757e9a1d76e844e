import { createLeadRequestSchema } from '#shared/contracts/crm/crm.ts';
import type { LeadStatus } from '#shared/contracts/crm/leads.ts';
import { quoteRequestSchema, windowQuoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { addDays, companyDate, daysBetween, type IsoDate } from '#shared/domain/company-time.ts';
import type { FacilityType } from '#shared/domain/quote.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { businessDayFrom, officeTime, visitorTime } from './moments.ts';
import { companyName, domainOf, emailOf, person, phoneNumber } from './people.ts';
import { pickPlace, streetAddress } from './places.ts';
import type { Random } from './random.ts';
import { crmTouch, type Touch } from './crm-touches.ts';

/**
 * The CRM's pipeline (decision 0044): leads that are not (yet) customers, from the quote forms, the
 * window form and the office's own calls, each worked through the CRM's services the way the office
 * works: calls, e-mails and meetings logged, statuses moved, follow-ups set, lost ones with a reason.
 * Young leads are new; older ones were won elsewhere, lost, or are waiting. The follow-ups of open
 * leads fall due today, are overdue, or are coming.
 */

type Source = 'quote' | 'manual' | 'window';
const ORDER: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'negotiation'];
const LOST_REASONS = [
  'Chose another company',
  'Price above their budget',
  'Went with an in-house janitor',
  'Moved out of the building',
  'No answer after three follow-ups',
  'Only wanted a one-time clean',
];
const TYPES: ReadonlyArray<readonly [FacilityType, number]> = [
  ['office', 40],
  ['medical', 15],
  ['retail', 12],
  ['restaurant', 8],
  ['educational', 8],
  ['industrial', 7],
  ['warehouse', 6],
  ['gym', 4],
];

/** Where the lead ends up, by its age in days. */
function finalStatus(r: Random, age: number): LeadStatus {
  if (age <= 2) return r.chance(0.8) ? 'new' : 'contacted';
  if (age <= 14) return r.pick(['new', 'contacted', 'contacted', 'qualified', 'proposal'] as const);
  if (age <= 45) return r.pick(['contacted', 'qualified', 'proposal', 'negotiation', 'lost', 'lost'] as const);
  return r.chance(0.6) ? 'lost' : r.pick(['contacted', 'qualified', 'proposal'] as const);
}

export function planCrmPipeline(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'crm');
  const history = daysBetween(ctx.firstDay, ctx.today);
  const taken = new Set<string>(ctx.customers.map((c) => c.spec.company));
  for (let n = 0; n < ctx.size.pipelineLeads; n++) {
    const own = r.fork();
    // More of them lately: a pipeline is mostly what is still being worked.
    // The first is worked this week and due for a call today, whatever the day: the CRM always has one.
    const first = n === 0;
    const age = first ? Math.min(own.int(4, 9), history - 1) : own.chance(0.45) ? own.int(0, 30) : own.int(0, history - 1);
    const day = addDays(ctx.today, -age);
    const createdAt = ctx.storyMoment(day, visitorTime(own));
    if (createdAt.getTime() > ctx.now.getTime()) continue;
    const source = own.weighted<Source>([
      ['quote', 55],
      ['manual', 30],
      ['window', 15],
    ]);
    const type = own.weighted(TYPES);
    const who = person(own);
    const company = companyName(own, type, taken);
    const place = pickPlace(own);
    const contact = { company, who, email: emailOf(who, domainOf(company)), phone: phoneNumber(own), address: streetAddress(own, place) };
    const visitorId =
      source !== 'manual' && own.chance(0.6)
        ? ctx.journeys.add(
            createdAt,
            own.chance(0.6) ? `/cities/${place.slug}` : own.pick(['/', '/services', '/blog']),
            source === 'window' ? '/window-cleaning' : '/quote-calculator',
          )
        : undefined;
    const final = first ? 'qualified' : finalStatus(own, age);

    ctx.story.at(
      source === 'manual' ? ctx.storyMoment(businessDayFrom(day), officeTime(own)) : createdAt,
      async () => {
        let leadId: string;
        if (source === 'quote') {
          const quote = await ctx.services.leads.quote(
            quoteRequestSchema.parse({
              source: own.chance(0.7) ? 'calculator' : 'instant-quote',
              companyName: company,
              firstName: who.firstName,
              lastName: who.lastName,
              email: contact.email,
              phone: contact.phone,
              facilityType: type,
              squareFootage: own.int(8, 160) * 250,
              frequency: own.pick(['Weekly', 'Weekly', '2x-Weekly', '3x-Weekly', 'Daily-5', 'Bi-weekly', 'Monthly', 'One-time'] as const),
              address: own.chance(0.7) ? contact.address : '',
              ...(visitorId && { visitorId }),
            }),
          );
          leadId = quote.leadId;
        } else if (source === 'window') {
          const made = await ctx.services.leads.windowQuote(
            windowQuoteRequestSchema.parse({
              fullName: `${who.firstName} ${who.lastName}`,
              mobile: contact.phone,
              email: contact.email,
              address: contact.address,
              paneCount: own.pick(['0-20', '21-40', '41-60', '61+'] as const),
              preferredPlan: own.pick(['One-Time', 'Biannual', 'Quarterly'] as const),
              addOns: own.chance(0.5) ? ['Exterior Window Cleaning'] : [],
              ...(visitorId && { visitorId }),
            }),
          );
          leadId = made.leadId;
        } else {
          const lead = await ctx.services.crmLeads.create(
            createLeadRequestSchema.parse({
              companyName: company,
              firstName: who.firstName,
              lastName: who.lastName,
              email: contact.email,
              phone: contact.phone,
              facilityType: type,
              squareFootage: own.int(8, 120) * 250,
              frequency: own.pick(['Weekly', '2x-Weekly', 'Daily-5', 'Bi-weekly'] as const),
              address: contact.address,
              estimatedPriceCents: own.int(8, 90) * 5_000,
            }),
            ctx.staff.adminId,
          );
          leadId = lead.id;
        }
        planWork(ctx, own, leadId, companyDate(ctx.story.now()), final, first ? 'today' : undefined);
      },
      'crm',
    );
  }
}

/** The touches from the lead's first day to where it ends up, the last one setting its follow-up. */
function planWork(ctx: DemoContext, r: Random, leadId: string, created: IsoDate, final: LeadStatus, due?: 'today'): void {
  const steps: LeadStatus[] = final === 'lost' ? [...ORDER.slice(1, 1 + r.int(1, 3)), 'lost'] : ORDER.slice(1, ORDER.indexOf(final) + 1);
  const span = daysBetween(created, ctx.today);
  // The last touch: recent for most open leads; a week or more ago for those now overdue; lost ones whenever.
  const drawn = r.weighted([
    ['today', 30],
    ['overdue', 25],
    ['coming', 45],
  ] as const);
  const followUp = due ?? drawn;
  // (A follow-up due today was set on an earlier day: a touch this morning may still be ahead of now.)
  const lastBack =
    final === 'lost'
      ? r.int(0, span)
      : followUp === 'overdue'
        ? r.int(Math.min(8, span), Math.min(25, span))
        : r.int(Math.min(1, span), Math.min(5, span));
  const lastDay = addDays(ctx.today, -lastBack);
  const touches: Touch[] = steps.map((status, i) => ({
    day: i === steps.length - 1 ? lastDay : addDays(created, Math.round(((i + 1) * daysBetween(created, lastDay)) / (steps.length + 1))),
    status,
  }));
  if (final !== 'lost' && final !== 'new') {
    const last = touches[touches.length - 1]!;
    last.followUp =
      followUp === 'today'
        ? ctx.today
        : followUp === 'overdue'
          ? addDays(last.day, r.int(2, Math.max(2, lastBack - 1)))
          : addDays(ctx.today, r.int(1, 12));
    if (last.followUp < last.day) last.followUp = last.day;
  }
  if (final === 'lost') touches[touches.length - 1]!.lostReason = r.pick(LOST_REASONS);
  if (final === 'new' && followUp === 'today' && created < ctx.today) touches.push({ day: lastDay, followUp: ctx.today });
  for (const touch of touches) {
    const at = ctx.storyMoment(touch.day, officeTime(r));
    if (at.getTime() > ctx.now.getTime() || touch.day < created) continue;
    ctx.story.at(at, () => crmTouch(ctx, r, leadId, touch), 'crm');
  }
}
