import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogCloseCorner } from './dialog.tsx';

/**
 * A side panel over the page's right edge (the whole width on phones): a record's details beside the
 * list it came from. It is a Radix dialog, so focus is trapped, Escape closes it and focus returns.
 * Use with `Dialog` (open state), `DialogTitle` and `DialogDescription` from dialog.tsx.
 */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-200 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto bg-white text-slate-800 shadow-xl sm:max-w-xl',
          'transition-[opacity,translate] duration-200 starting:translate-x-8 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseCorner />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
