import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
/** For "Cancel"-style buttons in the footer: `<DialogClose asChild><Button …/></DialogClose>`. */
export const DialogClose = DialogPrimitive.Close;

/** Overlay + centred panel. Radix traps focus, closes on Escape and restores focus on close. */
export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60 transition-opacity duration-200 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl bg-white p-6 text-slate-800 shadow-xl',
          'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0',
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

/** The × in a dialog's (or a sheet's) top right corner: 44 px to tap, named for screen readers. */
export function DialogCloseCorner() {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md',
        'text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps the title clear of the absolutely positioned close button.
  return <div className={cn('flex flex-col gap-2 pr-10 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  // Stacked full-width on phones (primary action last = on top via col-reverse), in a row from sm.
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold tracking-tight text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
