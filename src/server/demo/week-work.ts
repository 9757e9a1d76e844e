import { addDays, daysBetween, weekdayOf, weekStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import type { CrewBook } from './crews.ts';
import { createVisitSettlingRepository } from './visit-settling.repository.ts';
import { approveWeek } from './week-approvals.ts';

/**
 * The office's week in the story (decision 0044), all through the services: the plan generator's
 * run each night (Sunday's covers the week that enters the 8-week horizon), every Monday last week's
 * timesheets approved (locking them) and a few coming visits cancelled or added as one-offs, and on
 * the first of each month the approved weeks exported to payroll.
 */

const CANCEL_REASONS = [
  'Office closed for the holiday',
  'Customer asked to skip this week',
  'Building closed for a private event',
  'Weather: roads closed',
];
const EXTRA_SERVICES: ReadonlyArray<{ type: string; price: [number, number]; minutes: number }> = [
  { type: 'Carpet cleaning', price: [280, 900], minutes: 180 },
  { type: 'Window cleaning', price: [220, 650], minutes: 150 },
  { type: 'Floor stripping and waxing', price: [450, 1_400], minutes: 240 },
  { type: 'Post-construction cleanup', price: [600, 2_200], minutes: 240 },
];

export function planWeekWork(ctx: DemoContext, crews: CrewBook): void {
  const r = partRandom(ctx.seed, 'week-work');
  const { services, story } = ctx;
  const admin = () => ctx.staff.adminId;
  const repo = createVisitSettlingRepository(ctx.db);
  const until = ctx.now.getTime();
  for (let day = ctx.firstDay; day <= ctx.today; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    // The product runs it nightly; every eighth Sunday makes the same visits (each run fills the plans up
    // to the 8-week horizon, which the next run starts from; a visit is made once), with far fewer round trips.
    if (weekday === 0 && Math.round(daysBetween(ctx.firstDay, day) / 7) % 8 === 0) {
      const at = ctx.storyMoment(day, '01:00');
      if (at.getTime() <= until) story.at(at, async () => void (await services.planGenerator.runOnce(story.now())), 'generator');
    }
    if (weekday === 1) {
      const at = ctx.storyMoment(day, '09:00');
      if (at.getTime() > until) continue;
      const week = addDays(weekStart(day), -7);
      story.at(at, () => approveWeek(ctx, week), 'timesheets');
      story.at(
        ctx.storyMoment(day, '10:30'),
        async () => {
          const coming = await repo.upcomingIds(zonedInstant(addDays(day, 1)), zonedInstant(addDays(day, 15)));
          for (const id of coming) if (r.chance(0.012)) await services.bookings.cancel(id, r.pick(CANCEL_REASONS), admin());
          for (let n = r.int(0, 2); n > 0; n--) await bookExtra(ctx, crews, r, addDays(day, r.int(3, 12)));
        },
        'cancellations',
      );
    }
    if (day.endsWith('-01') && day > ctx.firstDay) {
      const at = ctx.storyMoment(day, '09:30');
      if (at.getTime() <= until) {
        const from = addDays(weekStart(addDays(day, -35)), 0);
        story.at(at, async () => void (await services.timesheets.payrollCsv(from, addDays(weekStart(day), -7), story.now())), 'payroll');
      }
    }
  }
}

/** A one-off the office books for a customer: priced work beyond the plan, in the daytime, with whoever is free. */
async function bookExtra(ctx: DemoContext, crews: CrewBook, r: ReturnType<typeof partRandom>, day: IsoDate): Promise<void> {
  const customers = ctx.customers.filter((c) => c.customerId !== undefined && c.sites.length > 0 && c.spec.endsOn === undefined);
  if (customers.length === 0 || weekdayOf(day) === 0) return;
  const customer = r.pick(customers);
  const site = r.pick(customer.sites);
  const service = r.pick(EXTRA_SERVICES);
  const found = crews.find(r, {
    days: [weekdayOf(day)],
    minutes: service.minutes,
    size: r.int(1, 2),
    from: day,
    times: ['08:00', '09:00', '12:30', '13:00'],
    once: day,
  });
  await ctx.services.bookings.create(
    {
      customerId: customer.customerId!,
      siteId: site.siteId,
      serviceType: service.type,
      date: day,
      startTime: found?.startTime ?? '09:00',
      durationMinutes: service.minutes,
      priceCents: r.int(service.price[0], service.price[1]) * 100,
      notes: '',
      crew: (found?.crew ?? []).map((e) => e.id),
    },
    ctx.staff.adminId,
  );
}
