import type { PaneCountOption, WindowPlanId } from '#shared/content/window-cleaning.ts';

/** What a visitor types into the window-cleaning quote and address forms (kept by the page, so a failed send loses nothing). */
export interface WindowQuoteValues {
  fullName: string;
  mobile: string;
  address: string;
  email: string;
  paneCount: PaneCountOption | '';
  plan: WindowPlanId | '';
  notes: string;
  textUpdates: boolean;
}

export const emptyWindowQuote: WindowQuoteValues = {
  fullName: '',
  mobile: '',
  address: '',
  email: '',
  paneCount: '',
  plan: '',
  notes: '',
  textUpdates: false,
};

export type UpdateWindowQuote = (patch: Partial<WindowQuoteValues>) => void;

/** Anchor of the quote form, targeted by the hero, the plan cards and the mobile call bar. */
export const WINDOW_QUOTE_ANCHOR = 'window-quote';
