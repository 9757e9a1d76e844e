import { useController } from 'react-hook-form';
import type { CalendarIntegrations } from '#shared/contracts/scheduling.ts';
import type { CalendarIntegration } from '#shared/domain/scheduling.ts';
import { FieldSet } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { useSite } from '../../lib/site-context.tsx';
import { calendarNames, type BookingFormValues } from './booking-form.ts';

/**
 * Which calendar the visit goes into: none (default), Google or Outlook; a calendar that is not
 * connected cannot be chosen (spec §5). A native radio group, so arrow keys work.
 */
export function CalendarChoice({ integrations, disabled }: { integrations: CalendarIntegrations | undefined; disabled: boolean }) {
  const { field } = useController<BookingFormValues, 'calendarIntegration'>({ name: 'calendarIntegration' });
  const { emailDelivery } = useSite().capabilities;
  const choices: Array<{ value: CalendarIntegration; label: string; available: boolean }> = [
    { value: 'none', label: 'None', available: true },
    { value: 'google', label: calendarNames.google, available: integrations?.google === true },
    { value: 'outlook', label: calendarNames.outlook, available: integrations?.outlook === true },
  ];
  return (
    <FieldSet legend="Calendar integration" name="calendarIntegration" disabled={disabled}>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => {
          const checked = field.value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'flex min-h-11 items-center gap-2.5 rounded-lg border px-3 py-2 text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                !choice.available
                  ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500'
                  : checked
                    ? 'cursor-pointer border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : 'cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={choice.value}
                checked={checked}
                disabled={!choice.available}
                onChange={() => field.onChange(choice.value)}
                onBlur={field.onBlur}
                ref={choice.value === 'none' ? field.ref : undefined}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="leading-tight">
                {choice.label}
                {choice.available ? null : <span className="block text-xs">Not connected</span>}
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-1.5 text-sm text-slate-600">
        {emailDelivery
          ? 'The confirmation e-mail carries the visit as a calendar file either way.'
          : 'No e-mail goes out from this site: the page offers the visit as a calendar file once it is booked.'}
      </p>
    </FieldSet>
  );
}
