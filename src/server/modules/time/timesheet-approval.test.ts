import { describe, expect, it } from 'vitest';
import { approvalBlockers, type ApprovalFacts } from './timesheet-approval.ts';

// The week of Sunday, November 22, 2026 runs to Saturday the 28th on the Minnesota calendar.
const facts = (over: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  name: 'Ana Ruiz',
  week: '2026-11-22',
  today: '2026-11-29',
  entries: [{ clockIn: new Date('2026-11-24T15:00:00Z'), clockOut: new Date('2026-11-24T17:30:00Z') }],
  trips: [{ endedAt: new Date('2026-11-24T18:00:00Z') }],
  rateCents: 2450,
  ...over,
});

describe('approvalBlockers', () => {
  it('has none from the Sunday after the week, with every entry and trip closed and a rate', () => {
    expect(approvalBlockers(facts())).toEqual([]);
    expect(approvalBlockers(facts({ today: '2027-01-04' }))).toEqual([]);
  });

  it('says the week is not over until its Saturday has passed, and from when it can be approved', () => {
    expect(approvalBlockers(facts({ today: '2026-11-28' }))).toEqual([
      {
        code: 'week-not-over',
        message: 'The week of November 22, 2026 is not over yet: it can be approved from Sunday, November 29.',
      },
    ]);
    expect(approvalBlockers(facts({ today: '2026-11-22' })).map((b) => b.code)).toEqual(['week-not-over']);
  });

  it('names an entry still clocked in, a trip under way and a missing rate, in that order', () => {
    const blockers = approvalBlockers(
      facts({
        entries: [
          { clockIn: new Date('2026-11-23T15:00:00Z'), clockOut: new Date('2026-11-23T16:00:00Z') },
          { clockIn: new Date('2026-11-27T15:00:00Z'), clockOut: null },
        ],
        trips: [{ endedAt: null }],
        rateCents: null,
      }),
    );
    expect(blockers.map((b) => b.code)).toEqual(['clocked-in', 'trip-under-way', 'no-hourly-rate']);
    expect(blockers[0]!.message).toBe(
      'Ana Ruiz is still clocked in (Friday, November 27 from 9:00 AM (still clocked in)): clock them out or correct the entry before approving the week.',
    );
    expect(blockers[1]!.message).toBe('Ana Ruiz has a trip still under way in this week: it must end before the week is approved.');
    expect(blockers[2]!.message).toBe('Set an hourly rate first: Ana Ruiz has none, so the week’s pay cannot be worked out.');
  });

  it('counts a rate of $0.00 as a rate', () => {
    expect(approvalBlockers(facts({ rateCents: 0 }))).toEqual([]);
  });
});
