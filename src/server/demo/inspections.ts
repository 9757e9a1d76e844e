import type { InspectableSite } from '#shared/contracts/inspections.ts';
import { addDays, daysBetween, nextMonthStart, shiftMonth, weekdayOf } from '#shared/domain/company-time.ts';
import type { InspectionRating } from '#shared/domain/inspections.ts';
import type { Geocoder } from '../integrations/geocoder.ts';
import { createInspectionsService, type Caller } from '../modules/inspections/inspections.service.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import type { Random } from './random.ts';

/** The demo's inspections carry no photos and no location: nothing is stored or looked up. */
const noPhotos: PhotoStorage = {
  kind: 'files',
  put: () => Promise.reject(new Error('The demo stores no photos')),
  get: () => Promise.resolve(null),
  delete: () => Promise.resolve(),
};
const noGeocoder = {
  configured: false,
  reverse: () => Promise.reject(new Error('The demo locates nothing')),
  search: () => Promise.resolve(null),
} as unknown as Geocoder;

/** Mostly Good, now and then Fair, rarely Poor (an item of about one inspection in three), a few N/A. */
function rate(r: Random): InspectionRating {
  const x = r.next();
  return x < 0.84 ? 'good' : x < 0.94 ? 'fair' : x < 0.975 ? 'poor' : 'na';
}

/** A weekday from `day` on, else before it, within first..last; none in a month's first weekend day or two. */
function weekdayNear(day: string, first: string, last: string): string | null {
  for (let d = day; d <= last; d = addDays(d, 1)) if (weekdayOf(d) !== 0 && weekdayOf(d) !== 6) return d;
  for (let d = addDays(day, -1); d >= first; d = addDays(d, -1)) if (weekdayOf(d) !== 0 && weekdayOf(d) !== 6) return d;
  return null;
}

/**
 * Site inspections (issue 33, decision 0045) through the real service on the story's clock: one of every
 * active site each month (the bench's "an inspection per site per month"), on a weekday afternoon, by the
 * admin or the team's supervisor (a cleaner there from the start, marked so on the first morning). Failed items become
 * corrective actions as the rules say; the next month's inspection verifies those it rates well again.
 */
export function planInspections(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'inspections');
  const service = createInspectionsService({ db: ctx.db, storage: noPhotos, geocoder: noGeocoder, now: ctx.story.now });
  const admin: Caller = { id: ctx.staff.adminId, role: 'admin' };
  // A senior cleaner on the team from the start (the demo employee stays a plain one).
  const supervisor = ctx.staff.employees.find((e) => e !== ctx.staff.demoEmployee && e.availableFrom <= ctx.firstDay);
  // What a first start of the server does (the default checklists), then the admin marks the supervisor.
  ctx.story.at(ctx.storyMoment(ctx.firstDay, '06:00'), async () => {
    await service.seedDefaults();
    if (supervisor) await service.setSupervisor(supervisor.id, true, admin.id);
  });
  const inspectors: Caller[] = supervisor ? [admin, { id: supervisor.id, role: 'employee' }] : [admin];
  let done = 0;

  const inspect = (site: InspectableSite, month: string, own: Random) => async () => {
    const at = ctx.story.now();
    await service.submit(own.pick(inspectors), {
      idempotencyKey: `demo-inspection-${site.siteId}-${month}`,
      siteId: site.siteId,
      templateVersion: site.templateVersion,
      inspectedAt: at.toISOString(),
      notes: '',
      ratings: site.areas.flatMap((area) => area.items.map((item) => ({ itemKey: item.key, rating: rate(own), note: '' }))),
    });
    done += 1;
  };

  // The size's last months only: each inspection goes through the whole service (checklist, scores,
  // corrective actions, the customer's report e-mail) and a year of them was a third of the demo's minute.
  const firstInspected = [ctx.firstDay, shiftMonth(ctx.today, 1 - ctx.size.inspectedMonths)].sort().at(-1)!;
  for (let month = firstInspected; month <= ctx.today; month = nextMonthStart(month)) {
    const first = month;
    // On the first of the month, the sites active then: each gets its inspection on a weekday of the month so far.
    ctx.story.at(
      ctx.storyMoment(first, '07:00'),
      async () => {
        const { sites } = await service.inspectableSites(admin);
        const last = nextMonthStart(first) <= ctx.today ? addDays(nextMonthStart(first), -1) : ctx.today;
        for (const site of sites) {
          const own = r.fork();
          const day = weekdayNear(addDays(first, own.int(0, daysBetween(first, last))), first, last);
          if (!day) continue;
          const moment = ctx.storyMoment(day, `${own.int(13, 16)}:${own.pick(['00', '15', '30', '45'])}`);
          if (moment.getTime() > ctx.now.getTime()) continue;
          ctx.story.at(moment, inspect(site, first.slice(0, 7), own), 'inspections');
        }
      },
      'inspections',
    );
  }
  ctx.story.at(ctx.now, async () => ctx.progress(`inspections: ${done} (one per active site a month)`), 'progress');
}
