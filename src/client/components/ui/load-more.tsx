import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The foot of a keyset list (lib/use-keyset-pages.ts): "Load more" while there is more, a Try again
 * when the next page failed, and `end` (if any) once the last page is shown.
 */
export function LoadMore({
  pages,
  failed,
  end,
}: {
  pages: { hasMore: boolean; moreFailed: boolean; loadingMore: boolean; loadMore: () => void; retryMore: () => void };
  /** What the alert says when the next page could not be loaded. */
  failed: string;
  /** What the foot says under the last page; nothing shown there when absent. */
  end?: ReactNode;
}) {
  if (!pages.hasMore && !pages.moreFailed && !end) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 p-4">
      {pages.moreFailed ? (
        <>
          <p role="alert" className="text-sm text-red-700">
            {failed}
          </p>
          <Button variant="outline" onClick={pages.retryMore}>
            Try again
          </Button>
        </>
      ) : pages.hasMore ? (
        <Button variant="outline" onClick={pages.loadMore} aria-disabled={pages.loadingMore || undefined} className="max-sm:w-full">
          {pages.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{end}</p>
      )}
    </div>
  );
}
