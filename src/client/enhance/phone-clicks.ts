import { track } from '../lib/analytics.ts';

let installed: (() => void) | undefined;

/**
 * Counts every tel: link as PhoneClick with one delegated listener, wherever the
 * link was rendered (server HTML, an island, the app). Safe to call more than once.
 */
export function installPhoneClickTracking(root: Document = document): () => void {
  if (installed) return installed;
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) track('PhoneClick');
  };
  root.addEventListener('click', onClick);
  installed = () => {
    root.removeEventListener('click', onClick);
    installed = undefined;
  };
  return installed;
}
