import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `open`: Escape anywhere, or a pointer press outside `container`, calls `onDismiss`. */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void): void {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') callback.current('escape');
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) callback.current('outside');
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container]);
}
