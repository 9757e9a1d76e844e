import type { DehydratedState } from '@tanstack/react-query';
import type { SiteContext } from '../lib/page-meta.ts';

/** What the server hands the browser next to the HTML, in a JSON script element. */
export interface AppState {
  site: SiteContext;
  queries: DehydratedState;
}

export const APP_STATE_ELEMENT_ID = 'app-state';
