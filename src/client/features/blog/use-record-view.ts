import { useEffect } from 'react';
import { blogApi } from '#shared/contracts/blog.paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isAutomatedAgent } from '../tracking/tracker.ts';
import { getSessionId } from '../tracking/visitor-ids.ts';

/** Counts a view of the post once it is on screen (the server counts one per browser session, and no crawlers). */
export function useRecordView(slug: string): void {
  useEffect(() => {
    if (isAutomatedAgent(navigator.userAgent)) return;
    apiRequest('POST', blogApi.view(slug), { sessionId: getSessionId() }).catch((error: unknown) => {
      console.warn('Blog view not counted.', error instanceof Error ? error.message : error);
    });
  }, [slug]);
}
