import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** A read that failed, in a card or above the calendar: what went wrong, announced, and Try again. */
export function RetryNote({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} aria-disabled={retrying || undefined}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
