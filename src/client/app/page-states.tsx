import { Component, type ReactNode } from 'react';
import { Skeleton } from '../components/ui/skeleton.tsx';

export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-16 sm:px-6 lg:px-8" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-6 pt-6 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

export function PageError() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">This page could not be loaded</h1>
      <p className="mt-3 text-slate-600">Please check your connection and reload the page.</p>
    </div>
  );
}

/** The server asked us to wait (503 with Retry-After) or a page's code is being fetched again: it retries by itself. */
export function PageBusy() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="status" aria-live="polite" aria-busy="true">
      <h1 className="text-2xl font-bold text-slate-900">The server is busy right now</h1>
      <p className="mt-3 text-slate-600">This page will try again by itself in a few seconds.</p>
    </div>
  );
}

/**
 * A page's or a frame's code that could not be loaded, even after its retries (lib/module-cache.ts),
 * says so rather than leaving a skeleton or a blank screen. Keyed by what it loads, so another page
 * or frame starts afresh.
 */
export class ModuleLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
