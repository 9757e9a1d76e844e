import { useEffect, useState } from 'react';
import { useStartingNow } from '../../lib/render-instant.ts';

/**
 * The current time, moved on every `intervalMs` while the component is shown (running clocks, "since").
 * It starts at the document's render instant when hydrating a screen rendered with its data (decision
 * 0067), so the served HTML and the first client render agree, and moves to the real time at once after.
 */
export function useNow(intervalMs: number): number {
  const startingNow = useStartingNow();
  const [now, setNow] = useState(startingNow);
  useEffect(() => {
    // Right after the first render (the document's instant while hydrating), then on every interval.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
