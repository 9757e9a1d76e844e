import { Clock } from 'lucide-react';
import { serviceHours } from '#shared/content/areas.ts';

/** Service hours as a wide white strip: Mon-Fri, Saturday and emergency service side by side. */
export function ServiceHoursCard() {
  return (
    <div className="flex flex-col gap-5 rounded-xl bg-white p-6 text-slate-800 shadow-sm md:flex-row md:items-center md:gap-10">
      <div className="flex items-center gap-4 md:w-56 md:shrink-0">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Clock className="size-5" aria-hidden />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">Service Hours</h3>
      </div>
      <dl className="grid flex-1 gap-3 sm:grid-cols-3 sm:gap-6">
        {serviceHours.map((row) => (
          <div
            key={row.label}
            className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3 sm:flex-col-reverse sm:items-start sm:justify-end sm:gap-1"
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
