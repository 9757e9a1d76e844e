/**
 * Conversion tracking without a third-party script: every event lands in
 * `window.dataLayer` (a tag manager can pick it up later), and only when a
 * pixel id is configured with `<meta name="fb-pixel-id" content="...">` is it
 * also handed to `window.fbq`, if the page happens to have one.
 */
export type AnalyticsEvent = 'Lead' | 'QuoteRequest' | 'PhoneClick' | 'CalculatorUsed';
export type AnalyticsParams = Record<string, string | number | boolean>;

type Fbq = (command: 'track' | 'trackCustom', event: string, params?: AnalyticsParams) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  fbq?: Fbq;
}

/** Facebook's standard event names; the others go through trackCustom. */
const standardEvents: ReadonlySet<AnalyticsEvent> = new Set(['Lead']);

function browserWindow(): (Window & AnalyticsWindow) | undefined {
  return typeof window === 'undefined' ? undefined : (window as Window & AnalyticsWindow);
}

/** The configured pixel id, or undefined when the page has none (the default). */
export function readPixelId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="fb-pixel-id"]')?.getAttribute('content')?.trim();
  return content ? content : undefined;
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  const win = browserWindow();
  if (!win) return;
  try {
    win.dataLayer ??= [];
    win.dataLayer.push({ event, ...params });
    if (readPixelId() && typeof win.fbq === 'function') {
      win.fbq(standardEvents.has(event) ? 'track' : 'trackCustom', event, params);
    }
  } catch (error) {
    // Tracking must never break a form or a link.
    console.warn('analytics event not recorded', error);
  }
}
