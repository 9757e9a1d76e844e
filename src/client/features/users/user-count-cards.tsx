import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { UserCounts } from './user-counts.ts';

const items: readonly { key: keyof UserCounts; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'active', label: 'Active' },
  { key: 'admins', label: 'Admins' },
  { key: 'employees', label: 'Employees' },
  { key: 'customers', label: 'Customers' },
];

export interface UserCountCardsProps {
  /** Undefined while loading or when the list could not be loaded. */
  counts: UserCounts | undefined;
  loading: boolean;
}

/** Totals over all users (never the filtered list), one small card each. */
export function UserCountCards({ counts, loading }: UserCountCardsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={loading || undefined}>
      {items.map((item, index) => (
        <div
          key={item.key}
          className={cn(
            'flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
            index === 0 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {loading ? (
              <Skeleton className="h-8 w-12" />
            ) : counts ? (
              counts[item.key]
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">Not available</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
