import type { ReactNode } from 'react';

// While a dock is on screen, phones get room below the page for it, and toasts open above it
// (the toaster reads --sticky-bar-height), as with the public site's sticky call bar: the
// stylesheet's `:root:has([data-action-dock])` rule. The dock grows with what it says, so its
// measured height wins over the button's own.

/** The dock's ref: keeps --clock-dock-height equal to its height while it is shown. */
function measureDock(dock: HTMLDivElement | null) {
  if (!dock || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => root.setProperty('--clock-dock-height', `${dock.offsetHeight}px`));
  observer.observe(dock);
  return () => {
    observer.disconnect();
    root.removeProperty('--clock-dock-height');
  };
}

/**
 * Where the portal's one main action sits (issue 30): docked, on phones it is fixed at the bottom of
 * the screen under the thumb, from 768 px it closes its card; not docked, it stays in its card at
 * every width. The Overview docks exactly one: Clock In / Clock Out, or End Drive Mode while a
 * trip is under way. `data-action-dock` marks the docked one.
 */
export function ActionDock({ docked, children }: { docked: boolean; children: ReactNode }) {
  if (!docked) return <div className="grid gap-3">{children}</div>;
  return (
    <div
      ref={measureDock}
      data-action-dock=""
      className="grid gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:border-t max-md:border-slate-200 max-md:bg-white/95 max-md:px-4 max-md:pt-3 max-md:pb-[calc(0.75rem+env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_16px_rgba(15,23,42,0.08)] max-md:backdrop-blur"
    >
      {children}
    </div>
  );
}
