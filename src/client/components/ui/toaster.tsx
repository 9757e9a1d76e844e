import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, pauseToast, resumeToast, TOAST_DURATION_MS } from './toast-store.ts';
import { useToasts } from './use-toasts.ts';
import type { ToastItem } from './toast-store.ts';

/** Mount once near the app root; shows the toasts raised with `toast()`. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className={cn(
          'fixed inset-x-0 bottom-[var(--sticky-bar-height,0px)] z-50 m-0 flex max-h-screen list-none flex-col gap-2 p-4',
          'sm:left-auto sm:w-full sm:max-w-sm',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open
      // Radix closes on timeout, swipe, Escape or the close button; the store is the source of truth.
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      // Mirror Radix's pause on hover/focus/window blur so the store's own timer waits too.
      onPause={() => pauseToast(item.id)}
      onResume={() => resumeToast(item.id)}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
        'transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className={cn('text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md transition-colors',
          destructive
            ? 'text-red-50 hover:bg-red-700 focus-visible:outline-white'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
