export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing needs (injectable for tests). */
export interface ShareNavigator {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

/**
 * Share a page: the browser's share sheet when there is one, else copy the
 * link. Closing the share sheet is not a failure; any other share error falls
 * back to copying.
 */
export async function shareOrCopy(data: { title: string; url: string }, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
