import { SearchX, ShieldCheck } from 'lucide-react';
import { EmptyList } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

export function SecurityLogSkeleton() {
  return (
    <div className="divide-y divide-slate-100" aria-busy="true">
      <span className="sr-only" role="status">
        Loading security events…
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-4">
          <div className="w-40 space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-36" />
          </div>
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="hidden h-4 w-32 sm:block" />
          <Skeleton className="hidden h-4 w-48 lg:block" />
        </div>
      ))}
    </div>
  );
}

/** Nothing recorded yet, or nothing matches the filters. */
export function SecurityLogEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyList
      icon={filtered ? <SearchX className="size-6" aria-hidden="true" /> : <ShieldCheck className="size-6" aria-hidden="true" />}
      title={filtered ? 'No events match these filters' : 'No security events yet'}
      filtered={filtered}
      onClear={onClear}
    >
      {filtered
        ? 'Try another event type, a shorter name, or a wider date range.'
        : 'Sign-ins, refused requests and account changes will appear here as they happen.'}
    </EmptyList>
  );
}
