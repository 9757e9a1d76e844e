/**
 * Where every "Get a quote" button takes a visitor: the one quote form, the calculator section of the
 * home page (issue 30: one form, one place; decision 0038).
 */
export const QUOTE_HREF = '/#quote';

/** A quote's own page (decision 0038): its result by the lead's random id, so a reload or a shared link shows it again. */
export function quotePageHref(leadId: string): string {
  return `/quote/${encodeURIComponent(leadId)}`;
}
