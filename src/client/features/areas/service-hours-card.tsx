import { Clock } from 'lucide-react';
import { serviceHours } from '#shared/content/areas.ts';

export function ServiceHoursCard() {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Clock className="size-5" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">Service Hours</h3>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {serviceHours.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
