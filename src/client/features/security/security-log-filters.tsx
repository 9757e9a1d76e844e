import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectControl } from '../../components/ui/select-control.tsx';
import { eventTypeOptions, type EventTypeFilter } from './event-labels.ts';

export interface SecurityLogFilterValues {
  type: EventTypeFilter;
  /** Part of a username or e-mail, or of the name typed at sign-in. */
  user: string;
  /** Minnesota calendar days (YYYY-MM-DD), both included; '' for open. */
  from: string;
  to: string;
}

export const noFilters: SecurityLogFilterValues = { type: 'all', user: '', from: '', to: '' };

export function hasFilters(f: SecurityLogFilterValues): boolean {
  return f.type !== 'all' || f.user.trim() !== '' || f.from !== '' || f.to !== '';
}

/** Event type, account or typed name, and a date range above the security log. */
export function SecurityLogFilters({
  value,
  onChange,
}: {
  value: SecurityLogFilterValues;
  onChange: (next: SecurityLogFilterValues) => void;
}) {
  const set = (part: Partial<SecurityLogFilterValues>) => onChange({ ...value, ...part });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[14rem_1fr_11rem_11rem]" role="search" aria-label="Filter security events">
      <Field label="Event type" className="col-span-2 sm:col-span-1">
        <SelectControl value={value.type} onValueChange={(type) => set({ type })} options={eventTypeOptions} />
      </Field>
      <Field label="User or name typed" hint="Username, e-mail, or what was typed at sign-in" className="col-span-2 sm:col-span-1">
        <Input
          type="search"
          value={value.user}
          onChange={(event) => set({ user: event.target.value })}
          placeholder="e.g. jsmith"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
      </Field>
      <Field label="From date" className="min-w-0">
        <Input type="date" value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
      </Field>
      <Field label="To date" className="min-w-0">
        <Input type="date" value={value.to} min={value.from || undefined} onChange={(event) => set({ to: event.target.value })} />
      </Field>
    </div>
  );
}
