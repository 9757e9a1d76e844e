import { useEffect, useRef, type RefObject } from 'react';
import { revealOutcome } from './reveal-outcome.ts';

/**
 * `revealOutcome` for a React outcome: put the returned ref on its heading (tabIndex={-1}) and render the
 * outcome only once there is one; it is revealed when it mounts. A new outcome (another `key`) mounts, and
 * is revealed, again. `when` false: a page that opens on the outcome (nothing to bring into view).
 */
export function useRevealOutcome<T extends HTMLElement>(when = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  const reveal = useRef(when);
  useEffect(() => {
    if (reveal.current) revealOutcome(ref.current);
  }, []);
  return ref;
}
