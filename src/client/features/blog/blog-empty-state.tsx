import { SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * 'No articles found', with Clear search when a filter is set (spec §2): a button in
 * the live list, a link to the unfiltered list in the server's HTML.
 */
export function BlogEmptyState({
  onClear,
  headingLevel: Heading = 'h2',
  className,
}: {
  onClear?: (() => void) | string | undefined;
  headingLevel?: 'h2' | 'h3' | undefined;
  className?: string | undefined;
}) {
  return (
    <div className={cn('rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center', className)}>
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
      <Heading className="mt-4 text-xl font-bold text-slate-900">No articles found</Heading>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        {onClear
          ? 'Try a different word, or clear the search to see every article.'
          : 'New articles are on the way. Please check back soon.'}
      </p>
      {typeof onClear === 'string' ? (
        <a href={onClear} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          Clear search
        </a>
      ) : onClear ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear search
        </Button>
      ) : null}
    </div>
  );
}
