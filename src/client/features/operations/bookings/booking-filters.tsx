import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '#shared/domain/company-time.ts';
import { bookingStatuses } from '#shared/domain/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FilterToggleGroup } from '../../../components/ui/filter-toggle-group.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { formatWeekRange } from '../../../lib/business-format.ts';
import { statusLabels } from './booking-format.ts';
import type { BookingFilterValues, BookingView } from './booking-view.ts';

const viewOptions = [
  { value: 'list', label: 'List' },
  { value: 'week', label: 'Week' },
] as const satisfies ReadonlyArray<{ value: BookingView; label: string }>;

const statusOptions: ReadonlyArray<{ value: BookingFilterValues['status']; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...bookingStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
];

export interface BookingFiltersProps {
  value: BookingFilterValues;
  onChange: (next: BookingFilterValues) => void;
  /** This week's Sunday, for the "This week" button. */
  thisWeek: string;
  customers: ReadonlyArray<{ value: string; label: string }>;
  employees: ReadonlyArray<{ value: string; label: string }>;
}

/** List or week, the dates (a range, or the week with previous and next), and status, customer and employee. */
export function BookingFilters({ value, onChange, thisWeek, customers, employees }: BookingFiltersProps) {
  const set = (part: Partial<BookingFilterValues>) => onChange({ ...value, ...part });
  return (
    <div className="grid gap-4" role="search" aria-label="Filter bookings">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterToggleGroup label="Show bookings as" options={viewOptions} value={value.view} onChange={(view) => set({ view })} />
        {value.view === 'week' ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Week">
            <Button variant="outline" onClick={() => set({ week: addDays(value.week, -7) })} aria-label="Previous week">
              <ChevronLeft aria-hidden="true" />
            </Button>
            <p className="min-w-44 text-center text-sm font-semibold text-slate-900" aria-live="polite">
              {formatWeekRange(value.week)}
            </p>
            <Button variant="outline" onClick={() => set({ week: addDays(value.week, 7) })} aria-label="Next week">
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="ghost" onClick={() => set({ week: thisWeek })} aria-disabled={value.week === thisWeek || undefined}>
              This week
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {value.view === 'list' ? (
          <>
            <Field label="From" className="min-w-0">
              <Input type="date" value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
            </Field>
            <Field label="To" className="min-w-0">
              <Input type="date" value={value.to} min={value.from || undefined} onChange={(event) => set({ to: event.target.value })} />
            </Field>
          </>
        ) : null}
        <Field label="Status" className="col-span-2 sm:col-span-1">
          <NativeSelect options={statusOptions} value={value.status} onValueChange={(status) => set({ status })} />
        </Field>
        <Field label="Customer" className="col-span-2 sm:col-span-1">
          <NativeSelect
            options={[{ value: 'all', label: 'All customers' }, ...customers]}
            value={value.customerId}
            onValueChange={(customerId) => set({ customerId })}
          />
        </Field>
        <Field label="Employee" className="col-span-2 sm:col-span-1">
          <NativeSelect
            options={[{ value: 'all', label: 'All employees' }, ...employees]}
            value={value.employeeId}
            onValueChange={(employeeId) => set({ employeeId })}
          />
        </Field>
      </div>
    </div>
  );
}
