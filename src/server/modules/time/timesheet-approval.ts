import type { ApprovalBlocker } from '#shared/contracts/timesheets.ts';
import { addDays, type IsoDate } from '#shared/domain/company-time.ts';
import type { MileageLogRow, TimeEntryRow } from './time.repository.ts';
import { entryLabel } from './time.mapper.ts';

// What keeps an open week from being approved (decision 0040). One function serves both the
// refusal of POST .../approve and the `approvalBlockers` every timesheet read carries, so the screen
// can disable Approve and say why before the click, and the two can never disagree.

export const SET_RATE_FIRST = 'Set an hourly rate first';

const weekFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
/** 'November 22, 2026' for the week of that Sunday. */
export const weekLabel = (week: IsoDate) => weekFormat.format(new Date(`${week}T12:00:00Z`));
const dayLabel = (day: IsoDate) => dayFormat.format(new Date(`${day}T12:00:00Z`));

export interface ApprovalFacts {
  /** The employee's name as the messages print it. */
  name: string;
  /** The week's Sunday. */
  week: IsoDate;
  /** Today on the Minnesota calendar. */
  today: IsoDate;
  entries: readonly Pick<TimeEntryRow, 'clockIn' | 'clockOut'>[];
  trips: readonly Pick<MileageLogRow, 'endedAt'>[];
  /** The employee's rate now, in cents; null when none is set. */
  rateCents: number | null;
}

/** Every reason the open week cannot be approved today, in the order the refusal names them; empty when it can. */
export function approvalBlockers(facts: ApprovalFacts): ApprovalBlocker[] {
  const { name, week } = facts;
  const blockers: ApprovalBlocker[] = [];
  const nextWeek = addDays(week, 7);
  if (facts.today < nextWeek) {
    blockers.push({
      code: 'week-not-over',
      message: `The week of ${weekLabel(week)} is not over yet: it can be approved from ${dayLabel(nextWeek)}.`,
    });
  }
  const open = facts.entries.find((e) => e.clockOut === null);
  if (open) {
    blockers.push({
      code: 'clocked-in',
      message: `${name} is still clocked in (${entryLabel(open)}): clock them out or correct the entry before approving the week.`,
    });
  }
  if (facts.trips.some((t) => t.endedAt === null)) {
    blockers.push({
      code: 'trip-under-way',
      message: `${name} has a trip still under way in this week: it must end before the week is approved.`,
    });
  }
  if (facts.rateCents === null) {
    blockers.push({
      code: 'no-hourly-rate',
      message: `${SET_RATE_FIRST}: ${name} has none, so the week’s pay cannot be worked out.`,
    });
  }
  return blockers;
}
