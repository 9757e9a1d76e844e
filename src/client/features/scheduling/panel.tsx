import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

/** A titled card beside the calendar (below it on phones). */
export function Panel({
  id,
  title,
  subtitle,
  children,
  className,
  ref,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}) {
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      className={cn('scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {subtitle ? <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
