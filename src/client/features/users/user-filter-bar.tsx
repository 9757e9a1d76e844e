import { useId } from 'react';
import { Search } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import { isRoleFilter, roleFilterOptions, type RoleFilter } from './filter-users.ts';
import { inputClass, labelClass } from './text-field.tsx';

export interface UserFilterBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  role: RoleFilter;
  onRoleChange: (role: RoleFilter) => void;
}

/** Search box (name, e-mail or username) and role filter above the user list. */
export function UserFilterBar({ search, onSearchChange, role, onRoleChange }: UserFilterBarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label="Filter users">
      <div className="flex-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          Search users
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Name, e-mail or username"
            autoComplete="off"
            spellCheck={false}
            className={cn(inputClass, 'pl-10')}
          />
        </div>
      </div>
      <div className="sm:w-48">
        <label htmlFor={`${id}-role`} className={labelClass}>
          Role
        </label>
        <Select
          value={role}
          onValueChange={(value) => {
            if (isRoleFilter(value)) onRoleChange(value);
          }}
        >
          <SelectTrigger id={`${id}-role`}>
            <SelectValue>{roleFilterOptions.find((option) => option.value === role)?.label}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {roleFilterOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
