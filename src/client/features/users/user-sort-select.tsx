import { useId } from 'react';
import { labelClass } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { sortFromOption, sortOptionOf, userSortOptions, type UserSort } from './sort-users.ts';

export interface UserSortSelectProps {
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
  className?: string | undefined;
}

/** "Sort by" for the phone card list, which has no column headers to click: the phone's own picker. */
export function UserSortSelect({ sort, onSortChange, className }: UserSortSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={sortOptionOf(sort)}
        options={userSortOptions}
        onValueChange={(value) => {
          const next = sortFromOption(value);
          if (next) onSortChange(next);
        }}
      />
    </div>
  );
}
