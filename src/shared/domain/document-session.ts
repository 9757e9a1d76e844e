/**
 * A signed-in screen's document rendered with its data (issue 36, decision 0067). The browser keeps its
 * bearer token in storage as before and mirrors it into this cookie, which the server reads for one thing
 * only: rendering a signed-in screen's document with the first data of that session. The API never reads
 * it (calls still need the bearer header), and SameSite=Strict keeps it off every cross-site request.
 */
export const SESSION_COOKIE = 'tp_session';

/** Who a document was rendered for: what the browser's stored session says, without its token. */
export interface DocumentSession {
  role: string;
  user: { firstName: string | null; lastName: string | null; username: string; email: string | null };
  kind: 'general' | 'admin';
}
