import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackingService } from '#server/modules/tracking/tracking.service.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

// The visits chart's series and the year-over-year figures (issue 15), on visits placed by hand.
// The clock: Wednesday 2026-11-18, 10:00 in Minnesota (CST, UTC-6) = 16:00Z.
const NOW = new Date('2026-11-18T16:00:00Z');
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Each visit's instant (UTC) and, in the comment, its Minnesota time. */
const VISITS = [
  '2024-06-01T17:00:00Z', // 2024-06-01 12:00 CDT: two years back, counted nowhere
  '2025-02-10T18:00:00Z', // 2025-02-10 12:00 CST: last year, to date
  '2025-11-19T02:00:00Z', // 2025-11-18 20:00 CST: last year, on the same day: to date
  '2025-11-19T18:00:00Z', // 2025-11-19 12:00 CST: last year, after the same day
  '2026-01-01T05:30:00Z', // 2025-12-31 23:30 CST: last year (the UTC date says 2026)
  '2026-01-01T06:30:00Z', // 2026-01-01 00:30 CST: January
  '2026-03-10T17:00:00Z', // 2026-03-10 12:00 CDT: March
  '2026-11-01T04:00:00Z', // 2026-10-31 23:00 CDT: October (the UTC date says November)
  '2026-11-02T15:00:00Z', // 2026-11-02 09:00 CST: this month
  '2026-11-15T18:00:00Z', // 2026-11-15 12:00 CST: Sunday, this week
  '2026-11-18T05:30:00Z', // 2026-11-17 23:30 CST: yesterday (the UTC date says today)
  '2026-11-18T06:30:00Z', // 2026-11-18 00:30 CST: today, hour 00
  '2026-11-18T14:15:00Z', // 08:15 today
  '2026-11-18T14:16:00Z', // 08:16 today
  '2026-11-18T15:40:00Z', // 09:40 today
];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  let at = NOW;
  const recorder = createTrackingService(handle.db, () => at);
  for (const [i, when] of VISITS.entries()) {
    at = new Date(when);
    await recorder.record({ visitor_id: `visitor-${i}`, session_id: `session-${i}`, page: '/' }, { userAgent: CHROME, ip: '127.0.0.1' });
  }
});
afterAll(async () => {
  await handle.close();
});

const service = () => createTrackingService(handle.db, () => NOW);
const nonZero = (series: { bucket: string; visits: number }[]) => series.filter((p) => p.visits > 0);

describe('visitor analytics series', () => {
  it('today: every hour from midnight to the current hour, in Minnesota time', async () => {
    const today = await service().analytics('today');
    expect(today.series_bucket).toBe('hour');
    expect(today.series.map((p) => p.bucket)).toEqual([
      '2026-11-18T00',
      '2026-11-18T01',
      '2026-11-18T02',
      '2026-11-18T03',
      '2026-11-18T04',
      '2026-11-18T05',
      '2026-11-18T06',
      '2026-11-18T07',
      '2026-11-18T08',
      '2026-11-18T09',
      '2026-11-18T10',
    ]);
    expect(nonZero(today.series)).toEqual([
      { bucket: '2026-11-18T00', visits: 1 },
      { bucket: '2026-11-18T08', visits: 2 },
      { bucket: '2026-11-18T09', visits: 1 },
    ]);
    expect(today.total_visits).toBe(4);
  });

  it('week: each day from Sunday, empty days with 0', async () => {
    const week = await service().analytics('week');
    expect(week.series_bucket).toBe('day');
    expect(week.series).toEqual([
      { bucket: '2026-11-15', visits: 1 },
      { bucket: '2026-11-16', visits: 0 },
      { bucket: '2026-11-17', visits: 1 },
      { bucket: '2026-11-18', visits: 4 },
    ]);
  });

  it('month: each day from the 1st', async () => {
    const month = await service().analytics('month');
    expect(month.series_bucket).toBe('day');
    expect(month.series).toHaveLength(18);
    expect(month.series[0]).toEqual({ bucket: '2026-11-01', visits: 0 });
    expect(nonZero(month.series)).toEqual([
      { bucket: '2026-11-02', visits: 1 },
      { bucket: '2026-11-15', visits: 1 },
      { bucket: '2026-11-17', visits: 1 },
      { bucket: '2026-11-18', visits: 4 },
    ]);
  });

  it('year: each month so far; a past year: all twelve', async () => {
    const year = await service().analytics('year');
    expect(year.series_bucket).toBe('month');
    expect(year.series).toEqual([
      { bucket: '2026-01', visits: 1 },
      { bucket: '2026-02', visits: 0 },
      { bucket: '2026-03', visits: 1 },
      { bucket: '2026-04', visits: 0 },
      { bucket: '2026-05', visits: 0 },
      { bucket: '2026-06', visits: 0 },
      { bucket: '2026-07', visits: 0 },
      { bucket: '2026-08', visits: 0 },
      { bucket: '2026-09', visits: 0 },
      { bucket: '2026-10', visits: 1 },
      { bucket: '2026-11', visits: 7 },
    ]);
    expect(year.total_visits).toBe(10);

    const past = await service().analytics('year', 2025);
    expect(past.series).toHaveLength(12);
    expect(past.series.at(-1)).toEqual({ bucket: '2025-12', visits: 1 });
    expect(nonZero(past.series)).toEqual([
      { bucket: '2025-02', visits: 1 },
      { bucket: '2025-11', visits: 2 },
      { bucket: '2025-12', visits: 1 },
    ]);
    expect(past.total_visits).toBe(4);
  });

  it('an empty period answers its buckets with zeros', async () => {
    const empty = await service().analytics('year', 2023);
    expect(empty.series).toHaveLength(12);
    expect(empty.series.every((p) => p.visits === 0)).toBe(true);
  });
});

describe('visitor stats, year over year', () => {
  it("gives last year's total and last year up to the same day, keeping the other fields", async () => {
    const stats = await service().stats();
    expect(stats).toEqual({
      today_visits: 4,
      week_visits: 6,
      month_visits: 7,
      year_visits: 10,
      unique_visitors: 7,
      new_visitors: 7,
      avg_duration: 0,
      previous_year_visits: 4,
      previous_year_to_date_visits: 2,
    });
  });
});
