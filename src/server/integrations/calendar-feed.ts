import { parseBusyEvents, type BusyEvent, type Window } from './calendar-ics-parse.ts';
import { fetchOnceMore } from './fetch-once-more.ts';

export type { BusyEvent } from './calendar-ics-parse.ts';

/** A published calendar of a few years is well under this; more is not a calendar we should hold in memory. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 5000;

export interface FeedOptions {
  /** Sent as User-Agent, naming the app to the calendar's host. */
  userAgent: string;
  timeoutMs?: number | undefined;
}

/**
 * Why a feed could not be read, in words for the page. Never the address: it is a secret (whoever
 * has it reads the company's calendar).
 */
export class FeedError extends Error {}

/** The body as text, refusing more than MAX_FEED_BYTES (a missing or lying Content-Length included). */
async function cappedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new FeedError('the calendar is larger than 2 MB');
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) throw new FeedError('the calendar is larger than 2 MB');
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads a calendar's secret iCalendar address and returns its busy times in the window (recurring
 * events expanded). Throws FeedError with a short reason on any failure: no answer within the
 * timeout, an HTTP error, too large, not an iCalendar file.
 */
export async function fetchBusyEvents(url: string, window: Window, options: FeedOptions): Promise<BusyEvent[]> {
  const address = new URL(url);
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new FeedError('the address is not http(s)');
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let text: string;
  try {
    const response = await fetchOnceMore(address, {
      headers: { 'user-agent': options.userAgent, accept: 'text/calendar, */*;q=0.5' },
      signal,
    });
    if (!response.ok) throw new FeedError(`the calendar answered HTTP ${response.status}`);
    text = await cappedText(response);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`no answer within ${Math.round((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)} s`);
    throw new FeedError('the calendar could not be reached');
  }
  try {
    return parseBusyEvents(text, window);
  } catch {
    throw new FeedError('the answer is not an iCalendar file');
  }
}
