import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { centsText, hoursOf, hoursText, milesText, payCents, rateCents, weekTotals } from './timesheet-pay.ts';

const entry = (day: string, time: string, minutes: number) => {
  const clockIn = zonedInstant(day, time);
  return { clockIn, clockOut: new Date(clockIn.getTime() + minutes * 60_000), workedMinutes: minutes };
};
const trip = (day: string, time: string, miles: string) => {
  const startedAt = zonedInstant(day, time);
  return { startedAt, endedAt: new Date(startedAt.getTime() + 1_800_000), miles };
};

describe('rateCents', () => {
  it('reads users.hourly_rate (numeric dollars) as whole cents without float error', () => {
    expect(rateCents('21.00')).toBe(2100);
    expect(rateCents('17.35')).toBe(1735);
    expect(rateCents('0.29')).toBe(29);
    expect(rateCents('19.5')).toBe(1950);
    expect(rateCents('18')).toBe(1800);
    expect(rateCents(null)).toBeNull();
    // A $0 rate (saved before the API refused it) is no rate: approval stays blocked.
    expect(rateCents('0.00')).toBeNull();
    expect(rateCents('0')).toBeNull();
    expect(() => rateCents('-1.00')).toThrow();
  });
});

describe('payCents', () => {
  it('is round(minutes x rate / 60), half up', () => {
    expect(payCents(510, 1735)).toBe(14748); // 14,747.5
    expect(payCents(308, 1735)).toBe(8906); // 8,906.33
    expect(payCents(1, 30)).toBe(1); // 0.5
    expect(payCents(1, 29)).toBe(0); // 0.48
    expect(payCents(0, 2100)).toBe(0);
  });
});

describe('text forms', () => {
  it('writes hours to 2 decimals, money to the cent and miles to the tenth', () => {
    expect(hoursText(510)).toBe('8.50');
    expect(hoursText(308)).toBe('5.13');
    expect(hoursText(1)).toBe('0.02');
    expect(hoursText(0)).toBe('0.00');
    expect(hoursOf(308)).toBe(5.13);
    expect(centsText(14748)).toBe('147.48');
    expect(centsText(5)).toBe('0.05');
    expect(milesText(123)).toBe('12.3');
    expect(milesText(0)).toBe('0.0');
  });
});

describe('weekTotals', () => {
  it('counts each closed entry whole on the Minnesota day it started, trips on theirs, open ones not at all', () => {
    const totals = weekTotals(
      [
        entry('2025-11-10', '09:00', 510),
        entry('2025-11-11', '08:00', 247),
        entry('2025-11-11', '13:00', 61),
        // Friday 10 PM to Saturday 2 AM: Friday's.
        entry('2025-11-14', '22:00', 240),
        // Saturday 11:30 PM in Minnesota is Sunday in UTC: still Saturday.
        entry('2025-11-15', '23:30', 20),
        { clockIn: zonedInstant('2025-11-12', '09:00'), clockOut: null, workedMinutes: null },
      ],
      [trip('2025-11-11', '12:10', '12.3'), trip('2025-11-13', '10:00', '4.5'), { ...trip('2025-11-13', '15:00', '9.9'), endedAt: null }],
      1735,
    );
    expect(totals.days).toEqual([
      { date: '2025-11-10', minutes: 510, milesTenths: 0, payCents: 14748 },
      { date: '2025-11-11', minutes: 308, milesTenths: 123, payCents: 8906 },
      { date: '2025-11-13', minutes: 0, milesTenths: 45, payCents: 0 },
      { date: '2025-11-14', minutes: 240, milesTenths: 0, payCents: 6940 },
      { date: '2025-11-15', minutes: 20, milesTenths: 0, payCents: 578 },
    ]);
    expect(totals).toMatchObject({ minutes: 1078, milesTenths: 168, payCents: 14748 + 8906 + 6940 + 578 });
  });

  it('has no pay without a rate', () => {
    expect(weekTotals([entry('2025-11-10', '09:00', 60)], [], null)).toMatchObject({ payCents: null, days: [{ payCents: null }] });
  });

  it('makes the week’s pay the sum of its days’ pay, each within half a cent of exact', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 6 }),
            hour: fc.integer({ min: 0, max: 22 }),
            minutes: fc.integer({ min: 1, max: 600 }),
          }),
          {
            maxLength: 12,
          },
        ),
        fc.integer({ min: 1, max: 20_000 }),
        (list, rate) => {
          const totals = weekTotals(
            list.map((e) => entry(`2025-11-${String(9 + e.day).padStart(2, '0')}`, `${String(e.hour).padStart(2, '0')}:00`, e.minutes)),
            [],
            rate,
          );
          expect(totals.payCents).toBe(totals.days.reduce((sum, d) => sum + d.payCents!, 0));
          for (const d of totals.days) expect(Math.abs(d.payCents! - (d.minutes * rate) / 60)).toBeLessThanOrEqual(0.5);
          expect(totals.minutes).toBe(list.reduce((sum, e) => sum + e.minutes, 0));
        },
      ),
    );
  });
});
