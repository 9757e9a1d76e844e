import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

/** Card-shaped placeholders while a filtered list loads. */
export function BlogCardSkeletons({ count = 4, className }: { count?: number; className?: string | undefined }) {
  return (
    <div role="status" aria-label="Loading articles" className={cn('grid gap-6 md:grid-cols-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="mt-4 h-6 w-11/12" />
          <Skeleton className="mt-2 h-6 w-3/4" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-6 h-5 w-1/2" />
        </div>
      ))}
    </div>
  );
}
