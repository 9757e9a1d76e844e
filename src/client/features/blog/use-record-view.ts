import { useEffect } from 'react';
import { recordBlogView } from '#shared/contracts/blog.endpoints.ts';
import { callApi } from '../../lib/api-client.ts';
import { isAutomatedAgent } from '../../lib/automated-agent.ts';
import { getSessionId } from '../../lib/visitor-ids.ts';

/** Counts a view of the post once it is on screen (the server counts one per browser session, and no crawlers). */
export function useRecordView(slug: string): void {
  useEffect(() => {
    if (isAutomatedAgent(navigator.userAgent)) return;
    callApi(recordBlogView, { params: { slug }, body: { sessionId: getSessionId() } }).catch((error: unknown) => {
      console.warn('Blog view not counted.', error instanceof Error ? error.message : error);
    });
  }, [slug]);
}
