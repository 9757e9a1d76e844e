import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A table wider than a phone scrolls sideways inside this box, never the page. The box is
 * positioned (`relative`) so what a table positions absolutely (screen-reader-only text) is clipped
 * with it: without that, such text escapes the scroller and widens the phone's layout viewport.
 * It can be focused and is named, so keyboard users can scroll it too.
 */
export function TableScroller({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('relative overflow-x-auto', className)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
