import { useEffect, useRef } from 'react';

/**
 * Brings a newly shown result into view and moves focus to its heading, so
 * keyboard and screen-reader users land on it too. Smooth only when the
 * visitor has not asked for reduced motion.
 */
export function useReveal<T extends HTMLElement, H extends HTMLElement>() {
  const container = useRef<T>(null);
  const heading = useRef<H>(null);
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    container.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return { container, heading };
}
