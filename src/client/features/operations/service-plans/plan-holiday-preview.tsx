import { useWatch } from 'react-hook-form';
import { addDays, isIsoDate } from '#shared/domain/company-time.ts';
import { holidaysAmong } from '#shared/domain/holidays.ts';
import { BOOKING_HORIZON_DAYS, planFrequencies, type PlanFrequency } from '#shared/domain/operations.ts';
import { planOccurrences } from '#shared/domain/plan-schedule.ts';
import { formatDay } from '../../../lib/business-format.ts';
import type { PlanValues } from './plan-form.ts';

/**
 * The plan form's preview of holidays (decision 0043): the visit days of the schedule as typed, over
 * the first 8 weeks it produces (from its start, or from today for a plan already running), that fall
 * on company holidays. Those visits are made and flagged; the admin asks the customer and moves or
 * cancels each one.
 */
export function PlanHolidayPreview({ today }: { today: string }) {
  const [frequency, serviceDays, startsOn, endsOn] = useWatch<PlanValues, ['frequency', 'serviceDays', 'startsOn', 'endsOn']>({
    name: ['frequency', 'serviceDays', 'startsOn', 'endsOn'],
  });
  if (!planFrequencies.includes(frequency as PlanFrequency) || !isIsoDate(startsOn)) return null;
  const from = startsOn > today ? startsOn : today;
  const schedule = {
    frequency: frequency as PlanFrequency,
    serviceDays: serviceDays.map(Number),
    startsOn,
    endsOn: isIsoDate(endsOn) ? endsOn : null,
  };
  const holidays = holidaysAmong(planOccurrences(schedule, from, addDays(from, BOOKING_HORIZON_DAYS)));
  if (holidays.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">Visits in the first 8 weeks on company holidays:</p>
      <ul className="mt-1 list-disc pl-5">
        {holidays.map((holiday) => (
          <li key={holiday.date}>
            {formatDay(holiday.date)}: {holiday.name}
          </li>
        ))}
      </ul>
      <p className="mt-1">They are made and flagged; ask the customer, then move or cancel each from its visit.</p>
    </div>
  );
}
