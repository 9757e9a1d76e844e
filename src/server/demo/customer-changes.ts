import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { addDays, weekdayOf, type IsoDate } from '#shared/domain/company-time.ts';
import { conversionStartsOn } from '#shared/domain/plan-start.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { DEMO_ACCOUNTS } from '../modules/users/demo-data.ts';
import { createCustomerRecordsRepository } from './customer-records.repository.ts';
import { serviceDaysFor } from './customer-specs.ts';
import type { CustomerStory } from './customer-story.ts';
import { businessDaysAfter, officeTime, visitorTime } from './moments.ts';

/** What happens to customers after they start (decision 0044): one-time visits, a second site, leaving. */

/** A one-time cleaning, booked by the office for a weekday morning a week or so later, priced from the quote. */
export function bookOneTimeVisit(story: CustomerStory, customerId: number, siteId: number, fromDay: IsoDate, priceCents?: number): void {
  const { ctx, r } = story;
  const day = businessDaysAfter(fromDay, r.int(4, 9));
  ctx.story.at(
    ctx.storyMoment(fromDay, '15:00'),
    async () => {
      const found = story.crews.find(r, {
        days: [weekdayOf(day)],
        minutes: 240,
        size: 2,
        from: day,
        times: ['08:00', '09:00', '13:00'],
        once: day,
      });
      await ctx.services.bookings.create(
        {
          customerId,
          siteId,
          serviceType: 'Deep cleaning (one-time)',
          date: day,
          startTime: found?.startTime ?? '09:00',
          durationMinutes: 240,
          priceCents: priceCents && priceCents > 0 ? priceCents : 45_000,
          notes: 'One-time cleaning from the accepted quote.',
          crew: (found?.crew ?? []).map((e) => e.id),
        },
        ctx.staff.adminId,
      );
    },
    'customers',
  );
}

/** A customer who leaves: the office sets the last day when they give notice, and ends the plan after it. */
export function planEnd(story: CustomerStory, planId: number | null): void {
  const { ctx, r, record } = story;
  const endsOn = record.spec.endsOn;
  if (!planId || !endsOn) return;
  const admin = ctx.staff.adminId;
  ctx.story.at(
    ctx.storyMoment(businessDaysAfter(addDays(endsOn, -21), 0), officeTime(r)),
    async () => {
      await ctx.services.plans.update(planId, { endsOn }, admin);
    },
    'customers',
  );
  ctx.story.at(
    ctx.storyMoment(addDays(endsOn, 1), '09:00'),
    async () => {
      await ctx.services.plans.update(planId, { status: 'ended' }, admin);
    },
    'customers',
  );
}

/** The demo customer chose the published password through the invite link their conversion made. */
export async function chooseDemoPassword(story: CustomerStory, customerId: number): Promise<void> {
  const { ctx } = story;
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
  const hash = ctx.sharedPasswordHash ?? (await hashPassword(demo.password));
  await createCustomerRecordsRepository(ctx.db).choosePassword(customerId, hash, ctx.story.now());
}

/**
 * A customer asks for a second location months later: a new quote with the same e-mail, converted by the
 * office onto the same account (the product adds a site and a plan and tells them by e-mail).
 */
export function planSecondSite(story: CustomerStory): void {
  const { ctx, r, record } = story;
  const { spec } = record;
  const second = spec.secondSite;
  if (!second) return;
  const leadAt = ctx.storyMoment(second.day, visitorTime(r));
  const days = serviceDaysFor(r, second.frequency);
  ctx.story.at(
    leadAt,
    async () => {
      if (record.customerId === undefined) return;
      const quote = await ctx.services.leads.quote(
        quoteRequestSchema.parse({
          companyName: spec.company,
          firstName: spec.contact.firstName,
          lastName: spec.contact.lastName,
          email: spec.email,
          phone: spec.phone,
          facilityType: spec.facilityType,
          squareFootage: second.squareFootage,
          frequency: second.frequency,
          address: second.address,
        }),
      );
      const convertDay = businessDaysAfter(second.day, r.int(2, 6));
      ctx.story.at(ctx.storyMoment(convertDay, officeTime(r)), async () => {
        const personMinutes = quote.laborCosts.hoursPerCleanerPerSession * quote.laborCosts.cleanersNeeded * 60;
        const size = Math.max(1, Math.min(4, Math.ceil(personMinutes / 210)));
        const minutes = Math.max(60, Math.min(240, Math.round(personMinutes / size / 15) * 15));
        const startsOn = conversionStartsOn(second.frequency, days, convertDay);
        const found = story.findCrew(days, minutes, size, startsOn);
        const made = await ctx.services.conversion.convertByAdmin(
          quote.leadId,
          {
            serviceDays: days,
            startTime: found?.startTime ?? '18:00',
            visitMinutes: minutes,
            crewSize: size,
            crew: (found?.crew ?? []).map((e) => e.id),
          },
          ctx.staff.adminId,
        );
        await story.placeSite(
          { siteId: made.site.id, planId: made.servicePlan?.id ?? null, name: made.site.name, address: made.site.address },
          second.at,
        );
      });
    },
    'customers',
  );
}
