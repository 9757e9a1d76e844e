import { useId, type ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { LoadError } from '../ui/list-states.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';

/** A titled card of a portal (customer and employee): an h2, a line saying what it shows, and an action beside it. */
export function PortalSection({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** Rows of grey while a list loads, announced once. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-4 p-5" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** A read that failed: what went wrong (the server's words when it sent some) and a Try again. */
export function ReadError({ title, read }: { title: string; read: { error: unknown; isFetching: boolean; refetch: () => unknown } }) {
  return <LoadError title={title} message={callErrorMessage(read.error)} onRetry={() => void read.refetch()} retrying={read.isFetching} />;
}

/** Nothing to list yet: a short sentence that says what will appear here and when. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="px-5 py-8 text-center text-sm text-slate-600">{children}</p>;
}
