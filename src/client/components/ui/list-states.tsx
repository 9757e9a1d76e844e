import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

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
