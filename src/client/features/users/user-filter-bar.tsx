import { Search } from 'lucide-react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { roleFilterOptions, type RoleFilter } from './filter-users.ts';

export interface UserFilterBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  role: RoleFilter;
  onRoleChange: (role: RoleFilter) => void;
}

/** Search box (name, e-mail or username) and role filter above the user list. */
export function UserFilterBar({ search, onSearchChange, role, onRoleChange }: UserFilterBarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label="Filter users">
      <Field label="Search users" className="flex-1">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Name, e-mail or username"
            autoComplete="off"
            spellCheck={false}
            className="pl-10"
          />
        </div>
      </Field>
      <Field label="Role" className="sm:w-48">
        <SelectInput value={role} onValueChange={onRoleChange} options={roleFilterOptions} />
      </Field>
    </div>
  );
}
