/**
 * A chunk of the app (a page's, a frame's, the toaster's, or one they import) that fails to load is
 * fetched again after these delays before the screen gives up: a refused or lost script must not leave
 * the page on a skeleton for good. Browsers that follow whatwg/html#10327 fetch a failed module again
 * on the next import().
 */
export const MODULE_RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * Runs `load` and, when it fails, again after each of `delaysMs` before giving up with the last error.
 * `onRetrying(true)` is called when the first retry is due and `onRetrying(false)` once it is settled,
 * so a page can say it is retrying (a script refused by a busy server or lost on the way).
 */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[],
  onRetrying: (retrying: boolean) => void = () => {},
): Promise<T> {
  let retried = false;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        const delay = delaysMs[attempt];
        if (delay === undefined) throw error;
        if (!retried) {
          retried = true;
          onRetrying(true);
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  } finally {
    if (retried) onRetrying(false);
  }
}
