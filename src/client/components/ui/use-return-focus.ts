import { useRef } from 'react';

/**
 * Focus handlers for a DialogContent opened from state rather than a Dialog.Trigger. Radix puts focus
 * back on the trigger when a dialog closes; without one it falls to the page's start and a keyboard
 * user loses their row. These remember what had focus when the dialog opened and return to it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Still the element that opened the dialog: Radix moves focus in only after this event.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
