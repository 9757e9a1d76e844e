import { Clock } from 'lucide-react';
import { SCHEDULING_HORIZON_DAYS, WALK_THROUGH_MINUTES } from '#shared/domain/scheduling.ts';
import { openingHoursRows } from './opening-hours.ts';

/** When visits can be booked, for the page's static header (rendered on the server only). */
export function OpeningHoursList() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Clock className="size-5 text-brand-600" aria-hidden />
        Visit hours (Minnesota time)
      </h2>
      <dl className="mt-3 grid gap-1.5 text-sm">
        {openingHoursRows().map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.days}</dt>
            <dd className="font-semibold text-slate-900">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        A walk-through starts on the hour and takes {WALK_THROUGH_MINUTES === 60 ? 'an hour' : `${WALK_THROUGH_MINUTES} minutes`}; book up
        to {SCHEDULING_HORIZON_DAYS} days ahead.
      </p>
    </div>
  );
}
