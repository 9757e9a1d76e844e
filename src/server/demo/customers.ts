import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { START_TIMES, type CrewBook } from './crews.ts';
import { customerSpecs } from './customer-specs.ts';
import { acceptOnline, convertByOffice } from './customer-conversion.ts';
import { planSecondSite } from './customer-changes.ts';
import { customerStory, type CustomerRecord } from './customer-story.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { visitorTime } from './moments.ts';

export type { CustomerRecord, CustomerSite } from './customer-story.ts';

/**
 * The customers' story (decision 0044): each asks for a quote on the website through the real quote
 * service (its reference, score and offer to accept online), most of them after arriving on their
 * city's page, then becomes a customer the way the spec says one does (customer-conversion.ts).
 */
export function planCustomers(ctx: DemoContext, crews: CrewBook): void {
  const r = partRandom(ctx.seed, 'customers');
  for (const spec of customerSpecs(ctx, r)) {
    const record: CustomerRecord = { spec, sites: [], crew: [] };
    ctx.customers.push(record);
    const own = r.fork();
    const leadAt = ctx.storyMoment(spec.leadDay, visitorTime(own));
    const tracked = spec.role !== undefined || own.chance(0.65);
    const arrival = own.chance(0.55) ? `/cities/${spec.place.slug}` : own.pick(['/', '/services', '/blog', '/areas-we-serve']);
    const visitorId = tracked ? ctx.journeys.add(leadAt, arrival, spec.source === 'instant-quote' ? '/' : '/quote-calculator') : undefined;
    const story = customerStory(ctx, crews, own, record, leadAt, spec.times ?? own.shuffle([...START_TIMES]));

    ctx.story.at(
      leadAt,
      async () => {
        const quote = await ctx.services.leads.quote(
          quoteRequestSchema.parse({
            source: spec.source,
            companyName: spec.company,
            firstName: spec.contact.firstName,
            lastName: spec.contact.lastName,
            email: spec.email,
            phone: spec.phone,
            facilityType: spec.facilityType,
            squareFootage: spec.squareFootage,
            frequency: spec.frequency,
            additionalServices: spec.addOns,
            address: spec.address,
            ...(visitorId && { visitorId }),
          }),
        );
        record.leadId = quote.leadId;
        if (spec.path === 'online') acceptOnline(story, quote.leadId, Math.round(quote.scheduling.baseCostPerSession * 100));
        else
          convertByOffice(
            story,
            quote.leadId,
            quote.laborCosts.hoursPerCleanerPerSession * quote.laborCosts.cleanersNeeded * 60,
            quote.laborCosts.cleanersNeeded,
          );
      },
      'customers',
    );
    if (spec.secondSite) planSecondSite(story);
  }
}
