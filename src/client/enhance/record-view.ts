import { recordBlogView } from '#shared/contracts/blog.endpoints.ts';
import { callApi } from '../lib/api-fetch.ts';
import { isAutomatedAgent } from '../lib/automated-agent.ts';
import { getSessionId } from '../lib/visitor-ids.ts';

/** Counts a view of the post on the page ([data-record-view=slug]); the server counts one per browser session. */
export function recordBlogViews(doc: Document = document): void {
  const slug = doc.querySelector<HTMLElement>('[data-record-view]')?.dataset['recordView'];
  if (!slug || isAutomatedAgent(navigator.userAgent)) return;
  callApi(recordBlogView, { params: { slug }, body: { sessionId: getSessionId() } }).catch((error: unknown) => {
    console.warn('Blog view not counted.', error instanceof Error ? error.message : error);
  });
}
