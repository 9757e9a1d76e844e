import { RefreshCw, SearchX, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
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

function StateMessage({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="max-w-md text-sm text-slate-600">{children}</div>
      {action}
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
  return (
    <div role="alert">
      <StateMessage
        icon={<TriangleAlert className="size-6 text-red-600" aria-hidden="true" />}
        title="The security log could not be loaded"
        action={
          <Button variant="outline" onClick={onRetry} aria-disabled={retrying || undefined}>
            <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
            {retrying ? 'Trying again…' : 'Try again'}
          </Button>
        }
      >
        {message}
      </StateMessage>
    </div>
  );
}
