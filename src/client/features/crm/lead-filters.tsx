import { Search } from 'lucide-react';
import { leadPriorityLabels, leadStatusLabels } from '#shared/contracts/crm/crm.ts';
import { leadPriorities, leadStatuses } from '#shared/contracts/crm/leads.ts';
import { Field } from '../../components/ui/field.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { LeadFilterValues, LeadView } from './lead-view.ts';

const viewOptions = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
] as const satisfies ReadonlyArray<{ value: LeadView; label: string }>;

const statusOptions: ReadonlyArray<{ value: LeadFilterValues['status']; label: string }> = [
  { value: 'open', label: 'Open (new to negotiation)' },
  { value: 'all', label: 'All statuses' },
  ...leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] })),
];
const priorityOptions: ReadonlyArray<{ value: LeadFilterValues['priority']; label: string }> = [
  { value: 'all', label: 'All priorities' },
  ...leadPriorities.map((p) => ({ value: p, label: leadPriorityLabels[p] })),
];

export interface LeadFiltersProps {
  value: LeadFilterValues;
  onChange: (next: LeadFilterValues) => void;
}

/** List or board; status (the board shows every status as a column), priority and a search box. */
export function LeadFilters({ value, onChange }: LeadFiltersProps) {
  const set = (part: Partial<LeadFilterValues>) => onChange({ ...value, ...part });
  return (
    <div className="grid gap-4" role="search" aria-label="Filter leads">
      <FilterToggleGroup label="Show leads as" options={viewOptions} value={value.view} onChange={(view) => set({ view })} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label="Search" className="min-w-0">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input
              type="search"
              value={value.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder="Company, name, e-mail, phone or reference"
              maxLength={100}
              className="pl-10"
            />
          </div>
        </Field>
        {value.view === 'list' ? (
          <Field label="Status" className="min-w-0">
            <NativeSelect options={statusOptions} value={value.status} onValueChange={(status) => set({ status })} />
          </Field>
        ) : null}
        <Field label="Priority" className="min-w-0">
          <NativeSelect options={priorityOptions} value={value.priority} onValueChange={(priority) => set({ priority })} />
        </Field>
      </div>
    </div>
  );
}
