import { addDays, companyDate } from '#shared/domain/company-time.ts';
import type { PlanFrequency } from '#shared/domain/operations.ts';
import { conversionStartsOn } from '#shared/domain/plan-start.ts';
import { createConversionRepository } from '../modules/conversion/conversion.repository.ts';
import { createQuoteAcceptancesRepository } from '../modules/quote/acceptance/quote-acceptances.repository.ts';
import { chooseDemoPassword, bookOneTimeVisit, planEnd } from './customer-changes.ts';
import { createCustomerRecordsRepository } from './customer-records.repository.ts';
import { serviceDaysFor } from './customer-specs.ts';
import type { CustomerStory } from './customer-story.ts';
import { businessDaysAfter, officeTime, visitorTime } from './moments.ts';

/**
 * How a lead becomes a customer in the demo, the two ways the product knows (decisions 0017, 0033):
 * the office calls, sends a proposal and converts it with the crew and schedule it chose; or the
 * client signs the agreement online and the office confirms the start and the crew a day or two later.
 */

const SIGNER_TITLES = ['Office Manager', 'Owner', 'Facilities Director', 'Practice Manager', 'Operations Manager', 'General Manager'];
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

/** The visit a crew of `size` can do in an evening: the quote's hours shared, to the quarter hour, 1 to 4 hours. */
const visitLength = (personMinutes: number, size: number) => Math.max(60, Math.min(240, Math.round(personMinutes / size / 15) * 15));

export function convertByOffice(story: CustomerStory, leadId: string, personMinutes: number, cleaners: number): void {
  const { ctx, r, record } = story;
  const { spec } = record;
  const { services } = ctx;
  const admin = ctx.staff.adminId;
  const calledDay = businessDaysAfter(companyDate(story.leadAt), r.int(0, 1));
  const proposalDay = businessDaysAfter(calledDay, r.int(1, 3));
  const convertDay = businessDaysAfter(proposalDay, r.int(2, 5));
  const name = spec.contact.firstName;

  ctx.story.at(
    ctx.storyMoment(calledDay, officeTime(r)),
    async () => {
      await services.crmActivities.log(
        leadId,
        { type: 'call', outcome: 'reached', description: `Called ${name}: went through the quote; a proposal follows.` },
        admin,
      );
      await services.crmLeads.update(leadId, { status: 'contacted', nextFollowUpDate: proposalDay }, admin);
    },
    'customers',
  );
  ctx.story.at(
    ctx.storyMoment(proposalDay, officeTime(r)),
    async () => {
      await services.crmActivities.log(
        leadId,
        { type: 'email', outcome: 'sent', description: 'Sent the proposal with the service agreement.' },
        admin,
      );
      await services.crmLeads.update(leadId, { status: 'proposal', nextFollowUpDate: convertDay }, admin);
    },
    'customers',
  );
  ctx.story.at(
    ctx.storyMoment(convertDay, '11:15'),
    async () => {
      if (spec.frequency === 'One-time') {
        const made = await services.conversion.convertByAdmin(leadId, {}, admin);
        record.customerId = made.customer.id;
        await story.placeSite({ siteId: made.site.id, planId: null, name: made.site.name, address: made.site.address }, spec.at);
        bookOneTimeVisit(story, made.customer.id, made.site.id, convertDay);
        return;
      }
      const size = spec.crewSize ?? Math.max(1, Math.min(4, Math.max(Math.round(cleaners), Math.ceil(personMinutes / 210))));
      const minutes = spec.visitMinutes ?? visitLength(personMinutes, size);
      const startsOn = conversionStartsOn(spec.frequency, spec.serviceDays, convertDay);
      const found = story.findCrew(spec.serviceDays, minutes, size, startsOn);
      record.crew = found?.crew ?? [];
      const made = await services.conversion.convertByAdmin(
        leadId,
        {
          serviceDays: spec.serviceDays,
          startTime: found?.startTime ?? '18:00',
          visitMinutes: minutes,
          crewSize: size,
          crew: record.crew.map((e) => e.id),
        },
        admin,
      );
      record.customerId = made.customer.id;
      const planId = made.servicePlan?.id ?? null;
      await story.placeSite({ siteId: made.site.id, planId, name: made.site.name, address: made.site.address }, spec.at);
      if (spec.role === 'demo-customer') await chooseDemoPassword(story, made.customer.id);
      planEnd(story, planId);
    },
    'customers',
  );
}

export function acceptOnline(story: CustomerStory, leadId: string, perVisitCents: number): void {
  const { ctx, r, record } = story;
  const { spec } = record;
  const { services } = ctx;
  const acceptDay = addDays(companyDate(story.leadAt), r.int(1, 4));
  ctx.story.at(
    ctx.storyMoment(acceptDay, visitorTime(r)),
    async () => {
      const offer = await createQuoteAcceptancesRepository(ctx.db).findByLead(leadId);
      if (!offer) return;
      // The page shows the agreement and its SHA-256; the signature names that hash.
      const view = await services.acceptance.view(offer.token);
      await services.acceptance.accept(
        offer.token,
        {
          signerName: `${spec.contact.firstName} ${spec.contact.lastName}`,
          signerTitle: r.pick(SIGNER_TITLES),
          agreementSha256: view.agreementSha256,
        },
        { ip: `198.51.100.${r.int(2, 254)}`, userAgent: r.pick(BROWSERS) },
      );
      const records = createCustomerRecordsRepository(ctx.db);
      const lead = await createConversionRepository(ctx.db).findLead(leadId);
      if (!lead?.customerId) return;
      record.customerId = lead.customerId;
      const plan = await records.planOfLead(leadId);
      if (!plan) {
        // A one-time cleaning: the office books its visit.
        const siteId = await records.firstSiteOf(lead.customerId);
        if (siteId === undefined) return;
        await story.placeSite({ siteId, planId: null, name: spec.company, address: spec.address }, spec.at);
        bookOneTimeVisit(story, lead.customerId, siteId, acceptDay, perVisitCents);
        return;
      }
      await story.placeSite({ siteId: plan.siteId, planId: plan.id, name: spec.company, address: spec.address }, spec.at);
      const startDay = businessDaysAfter(acceptDay, r.int(1, 2));
      const startAt = ctx.storyMoment(startDay, '09:30');
      // Accepted in the last days: the plan still waits for the office (the dashboard says so).
      if (startAt.getTime() > ctx.now.getTime()) return;
      ctx.story.at(startAt, async () => {
        const frequency = spec.frequency as PlanFrequency;
        const days = spec.serviceDays.length > 0 ? spec.serviceDays : serviceDaysFor(r, frequency);
        const startsOn = conversionStartsOn(frequency, days, startDay);
        const found = story.findCrew(days, plan.visitMinutes, plan.crewSize, startsOn);
        record.crew = found?.crew ?? [];
        await services.planStart.confirm(
          plan.id,
          { startsOn, employeeIds: record.crew.map((e) => e.id), serviceDays: days, startTime: found?.startTime ?? '18:00' },
          ctx.staff.adminId,
        );
        planEnd(story, plan.id);
      });
    },
    'customers',
  );
}
