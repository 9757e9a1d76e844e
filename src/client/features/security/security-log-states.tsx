import { SearchX, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
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
  if (filtered) {
    return (
      <StateMessage
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title="No events match these filters"
        action={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another event type, a shorter name, or a wider date range.
      </StateMessage>
    );
  }
  return (
    <StateMessage icon={<ShieldCheck className="size-6" aria-hidden="true" />} title="No security events yet">
      Sign-ins, refused requests and account changes will appear here as they happen.
    </StateMessage>
  );
}

export function SecurityLogError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="The security log could not be loaded" message={message} onRetry={onRetry} retrying={retrying} />;
}
