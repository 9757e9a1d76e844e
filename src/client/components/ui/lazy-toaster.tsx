import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadWithRetries, MODULE_RETRY_DELAYS_MS } from '../../lib/load-with-retries.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useToasts } from './use-toasts.ts';

/** Radix's toast and its parts (~10 KiB compressed) are not on the way to a screen's first data (issue 36). */
const Toaster = lazy(() => loadWithRetries(() => import('./toaster.tsx'), MODULE_RETRY_DELAYS_MS).then((m) => ({ default: m.Toaster })));

/**
 * The app's toaster, fetched once the page is idle or as soon as a toast is raised, whichever comes
 * first; a toast raised before then waits in the store (toast-store.ts) and shows when it arrives.
 * Renders nothing on the server and at hydration, like the toaster itself with no toast.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (idle || toasts.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <NothingOnFailure>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </NothingOnFailure>
  );
}

/** A toaster whose code could not be fetched (even after its retries) shows no toast rather than breaking the screen. */
class NothingOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
