const RELOADED_KEY = 'reloaded-after-start-failure';

/**
 * The server-rendered page stays readable; only interactivity is missing. A chunk
 * that vanished with a deploy is fixed by loading the page again, once.
 */
export function reloadOnceAfterStartFailure(error: unknown): void {
  console.error('The page could not start:', error);
  if (!sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  }
}
