import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { callErrorMessage } from '../../lib/call-error.ts';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/** A list's empty or failed state: an icon, a title, a sentence and the way on. */
export function StateMessage({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="max-w-md text-sm text-slate-600">{children}</div>
      {action}
    </div>
  );
}

/** An empty list: nothing matches the filters chosen (with a Clear filters), or nothing yet. */
export function EmptyList({
  icon,
  title,
  filtered,
  onClear,
  children,
}: {
  icon: ReactNode;
  title: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <StateMessage
      icon={icon}
      title={title}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        ) : null
      }
    >
      {children}
    </StateMessage>
  );
}

/** A list that could not be loaded: what went wrong, announced, and a Try again that shows it is trying. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert">
      <StateMessage
        icon={<TriangleAlert className="size-6 text-red-600" aria-hidden="true" />}
        title={title}
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

/** What a list's states need of its read (a TanStack query). */
export interface ListRead {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

/**
 * A list's body by the state of its read: grey rows while it first loads (or `loading`), the failure
 * and a Try again when nothing was ever loaded, `empty` when there is nothing to list, else the list.
 * Busy while the read fetches again; a failed refresh of a list shown is `RefreshFailed`'s to say.
 */
export function ListStates({
  read,
  failedTitle,
  isEmpty,
  empty,
  loading,
  rows = 5,
  rowClassName = 'h-14',
  live,
  children,
}: {
  read: ListRead;
  /** The failure's title: 'The invoices could not be loaded'. */
  failedTitle: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** The loading state when grey rows are not the list's shape. */
  loading?: ReactNode;
  rows?: number;
  /** The height of a grey row, as the list's rows stand. */
  rowClassName?: string;
  /** Whether what replaces the list is announced (a list whose filters change as one types). */
  live?: boolean;
  children: ReactNode;
}) {
  let body: ReactNode;
  if (read.isPending)
    body = loading ?? (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={`${rowClassName} rounded-lg`} />
        ))}
      </div>
    );
  else if (read.isError && read.data === undefined)
    body = (
      <LoadError
        title={failedTitle}
        message={callErrorMessage(read.error)}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  else if (isEmpty) body = empty;
  else body = children;
  return (
    <div aria-busy={read.isFetching || undefined} aria-live={live ? 'polite' : undefined}>
      {body}
    </div>
  );
}

/** A list still shown whose read failed to refresh: said above it, the list kept. */
export function RefreshFailed({ read, what = 'list' }: { read: ListRead; what?: string }) {
  if (!read.isError || read.data === undefined) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      The {what} could not be refreshed: {callErrorMessage(read.error)}
    </p>
  );
}
