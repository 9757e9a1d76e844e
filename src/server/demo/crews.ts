import type { IsoDate } from '#shared/domain/company-time.ts';
import type { Employee } from './staff.ts';
import type { Random } from './random.ts';

/**
 * Who can take a plan (decision 0044): each employee's week as busy stretches of minutes per weekday,
 * so nobody is on two visits at once and their punches never overlap (the time clock would refuse
 * them). A plan that visits less often than weekly still holds its weekly stretch.
 */

/** Times a plan may start at: early morning, a day porter's midday, and the evening shifts. */
export const START_TIMES = ['05:30', '06:00', '17:00', '17:30', '18:00', '18:30', '19:30', '20:30', '21:30'] as const;
/** Minutes kept free between two visits of one person (the drive, and punches a few minutes off). */
const GAP_MINUTES = 40;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export class CrewBook {
  private readonly busy = new Map<number, Array<[number, number, number]>>();
  private readonly load = new Map<Employee, number>();
  /** One-time visits per employee index: held on their own date only. */
  private readonly once = new Map<number, Array<{ date: IsoDate; day: number; start: number; end: number }>>();

  constructor(private readonly employees: readonly Employee[]) {}

  /** Free on each of `days` (from `from` on), or on the one date `once`. */
  private free(employee: Employee, days: readonly number[], start: number, end: number, from: IsoDate, once?: IsoDate): boolean {
    const index = this.employees.indexOf(employee);
    const apart = (s: number, e: number) => end + GAP_MINUTES <= s || e + GAP_MINUTES <= start;
    const stretches = this.busy.get(index) ?? [];
    const visits = (this.once.get(index) ?? []).filter((v) => (once ? v.date === once : v.date >= from && days.includes(v.day)));
    return days.every((day) => stretches.every(([d, s, e]) => d !== day || apart(s, e))) && visits.every((v) => apart(v.start, v.end));
  }

  private hold(employee: Employee, days: readonly number[], start: number, end: number): void {
    const index = this.employees.indexOf(employee);
    const stretches = this.busy.get(index) ?? [];
    for (const day of days) stretches.push([day, start, end]);
    this.busy.set(index, stretches);
    this.load.set(employee, (this.load.get(employee) ?? 0) + days.length * (end - start));
  }

  /**
   * A start time and `size` people free for `minutes` on each of `days` from `from` on (the least
   * loaded first; `must` always among them), tried in `times` order; null when none fits.
   */
  find(
    r: Random,
    options: {
      days: readonly number[];
      minutes: number;
      size: number;
      from: IsoDate;
      times: readonly string[];
      must?: Employee;
      /** A one-time visit's date: it holds that date only, not the weekly stretch. */
      once?: IsoDate;
    },
  ): { startTime: string; crew: Employee[] } | null {
    for (const time of options.times) {
      const start = minutesOf(time);
      const end = start + options.minutes;
      if (end > 24 * 60 + 60) continue;
      if (options.must && !this.free(options.must, options.days, start, end, options.from, options.once)) continue;
      const candidates = this.employees
        .filter(
          (e) =>
            e !== options.must &&
            e.id !== 0 &&
            e.availableFrom <= options.from &&
            this.free(e, options.days, start, end, options.from, options.once),
        )
        .map((e) => ({ e, load: (this.load.get(e) ?? 0) + r.next() * 60 }))
        .sort((a, b) => a.load - b.load)
        .map((c) => c.e);
      const crew = [...(options.must ? [options.must] : []), ...candidates].slice(0, options.size);
      if (crew.length < options.size) continue;
      for (const e of crew) {
        if (options.once === undefined) this.hold(e, options.days, start, end);
        else {
          const index = this.employees.indexOf(e);
          this.once.set(index, [...(this.once.get(index) ?? []), { date: options.once, day: options.days[0]!, start, end }]);
        }
      }
      return { startTime: time, crew };
    }
    return null;
  }
}
