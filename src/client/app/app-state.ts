import type { DehydratedState } from '@tanstack/react-query';
import type { DocumentSession } from '#shared/domain/document-session.ts';
import type { SiteContext } from '../lib/page-meta.ts';

/** What the server hands the browser next to the HTML, in a JSON script element. */
export interface AppState {
  site: SiteContext;
  queries: DehydratedState;
  /** A signed-in screen rendered with its data: whom for (decision 0067). */
  session?: DocumentSession | undefined;
  /** And when (ms since the epoch): the clocks' "now" while hydrating. */
  renderedAt?: number | undefined;
}

export const APP_STATE_ELEMENT_ID = 'app-state';
