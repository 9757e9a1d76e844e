import { WINDOW_QUOTE_ANCHOR } from '../features/window-cleaning/quote-values.ts';
import { QUOTE_SECTION_ANCHOR } from '../features/home/quote-section.tsx';
import { QUOTE_HREF } from '../lib/site-links.ts';

/** Short pages: the bar would only cover their one message. */
const withoutBar = new Set(['public/not-found-page']);

/** Pages with a quote form of their own send Get Quote to it; the rest where every "Get a quote" goes. */
const ownForm: Record<string, string> = {
  'public/home-page': `#${QUOTE_SECTION_ANCHOR}`,
  'public/window-cleaning-page': `#${WINDOW_QUOTE_ANCHOR}`,
  'public/quote-calculator-page': `#${QUOTE_SECTION_ANCHOR}`,
};

/** Where the phone's sticky Get Quote of a public page goes, or null for a page without the bar. */
export function stickyQuoteHref(page: string): string | null {
  if (withoutBar.has(page)) return null;
  return ownForm[page] ?? QUOTE_HREF;
}
