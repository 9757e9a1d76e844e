import { bookingRequestSchema } from '#shared/contracts/scheduling.ts';
import { addDays, daysBetween, weekdayOf } from '#shared/domain/company-time.ts';
import { slotTimes } from '#shared/domain/scheduling.ts';
import { AppError } from '../errors.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { officeTime, visitorTime } from './moments.ts';
import { createOfficeHoldLedger } from './office-holds.ts';
import { companyName, domainOf, emailOf, person, phoneNumber } from './people.ts';
import { pickPlace, streetAddress } from './places.ts';

/**
 * Walk-throughs booked on the scheduling page (decision 0044), through the real booking and
 * confirmation services: a visitor books a free hour days ahead, the office calls and confirms it
 * (the site sends no e-mail, decision 0041), which makes the lead; past ones were held and marked
 * completed, the coming ones wait on the calendar, a couple not yet confirmed (never more than the
 * page takes online: office-holds.ts).
 */
const SERVICES = [
  'Office cleaning walk-through',
  'Medical office cleaning estimate',
  'Floor care assessment',
  'Post-construction cleanup estimate',
];

export function planWalkThroughs(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'walk-throughs');
  const history = daysBetween(ctx.firstDay, ctx.today);
  const taken = new Set<string>();
  // The office calls within a day, so holds never pile up past what the page takes online (office-holds.ts).
  const ledger = createOfficeHoldLedger(ctx.config.bookingLimits);
  for (let n = 0; n < ctx.size.walkThroughs; n++) {
    const own = r.fork();
    // Three in four are behind us; the rest are on the calendar for the coming weeks.
    const ahead = own.chance(0.25);
    let visitDay = ahead ? addDays(ctx.today, own.int(1, 20)) : addDays(ctx.today, -own.int(1, history - 12));
    if (weekdayOf(visitDay) === 0) visitDay = addDays(visitDay, 1);
    const bookedDay = addDays(visitDay, -own.int(2, 9));
    const bookedAt = ctx.storyMoment(bookedDay, visitorTime(own));
    if (bookedAt.getTime() > ctx.now.getTime() || bookedDay < ctx.firstDay) continue;
    const address = `203.0.113.${own.int(2, 254)}`;
    const confirmAt = ctx.storyMoment(addDays(bookedDay, Math.min(1, daysBetween(bookedDay, visitDay) - 1)), officeTime(own));
    // Waiting counts until the office's call, or (never called) until the visit's day is over.
    const visitOver = ctx.storyMoment(addDays(visitDay, 1), '00:00').getTime();
    const calledBy = (unconfirmed: boolean) => (unconfirmed || confirmAt.getTime() > ctx.now.getTime() ? visitOver : confirmAt.getTime());
    let unconfirmed = ahead && own.chance(0.25);
    // A hold over the caps is one the office called about at once, or (still over) a visitor who phoned instead.
    if (!ledger.take({ address, from: bookedAt.getTime(), until: calledBy(unconfirmed) })) {
      if (!unconfirmed || !ledger.take({ address, from: bookedAt.getTime(), until: calledBy(false) })) continue;
      unconfirmed = false;
    }
    const who = person(own);
    const company = companyName(own, own.pick(['office', 'medical', 'retail', 'educational'] as const), taken);
    const email = emailOf(who, domainOf(company));
    const visitorId = own.chance(0.6)
      ? ctx.journeys.add(bookedAt, own.chance(0.5) ? `/cities/${pickPlace(own).slug}` : '/', '/scheduling')
      : undefined;

    ctx.story.at(
      bookedAt,
      async () => {
        const times = own.shuffle(slotTimes(visitDay));
        for (const time of times) {
          try {
            const booked = await ctx.services.walkThroughs.book(
              bookingRequestSchema.parse({
                clientName: `${who.firstName} ${who.lastName}`,
                clientEmail: email,
                clientPhone: phoneNumber(own),
                serviceType: own.pick(SERVICES),
                preferredDate: visitDay,
                preferredTime: time,
                duration: 60,
                location: `${company}, ${streetAddress(own, pickPlace(own))}`,
                notes: own.chance(0.4) ? 'Please ask for the office manager at the front desk.' : '',
                ...(visitorId && { visitorId }),
              }),
              address,
            );
            if (!unconfirmed) planConfirmation(ctx, booked.bookingId, confirmAt, visitDay, time);
            return;
          } catch (error) {
            // The hour was taken meanwhile: the visitor picks another.
            if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
          }
        }
      },
      'walk-throughs',
    );
  }
}

function planConfirmation(ctx: DemoContext, bookingId: number, confirmAt: Date, visitDay: string, time: string): void {
  if (confirmAt.getTime() > ctx.now.getTime()) return;
  ctx.story.at(
    confirmAt,
    async () => {
      await ctx.services.walkThroughConfirmations.confirmByOffice(bookingId, ctx.staff.adminId);
      const doneAt = new Date(ctx.storyMoment(visitDay, time).getTime() + 75 * 60_000);
      if (doneAt.getTime() > ctx.now.getTime()) return;
      ctx.story.at(doneAt, async () => void (await ctx.services.bookings.complete(bookingId, ctx.staff.adminId)));
    },
    'walk-throughs',
  );
}
