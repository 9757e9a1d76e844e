import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { listPageSummary, type ListPage } from '../../lib/list-page.ts';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** 'Showing 1–25 of 60', announced when the page changes. */
  summary: string;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'User list pages'. */
  label: string;
}

/** Previous / Next under a long list, with where the reader is in it. Buttons are 44 px tall for touch. */
export function Pager({ page, pageCount, summary, onPageChange, label }: PagerProps) {
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {summary}
      </p>
      <div className="flex gap-2">
        {/* aria-disabled rather than disabled: reaching the last page must not drop the button's focus. */}
        <Button variant="outline" aria-disabled={atStart || undefined} onClick={() => !atStart && onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" aria-disabled={atEnd || undefined} onClick={() => !atEnd && onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** The pager of a list shown a page at a time (lib/list-page.ts): nothing while it fits on one page. */
export function ListPager({
  label,
  shown,
  onPageChange,
}: {
  label: string;
  shown: Pick<ListPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  onPageChange: (page: number) => void;
}) {
  if (shown.pageCount <= 1) return null;
  return <Pager label={label} page={shown.page} pageCount={shown.pageCount} summary={listPageSummary(shown)} onPageChange={onPageChange} />;
}
