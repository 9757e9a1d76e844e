/** A kept-alive connection the server had already closed: the request never reached it, so it may be sent again. */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * fetch() for the GETs of feeds (calendars, RSS): when the pooled connection it picked turns out to be
 * closed by the other side (a reset before any answer), it is sent once more on a fresh one. A timeout
 * (the signal) or any other failure is thrown as it is.
 */
export async function fetchOnceMore(address: URL | string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(address, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (init.signal?.aborted || !code || !STALE_CONNECTION.has(code)) throw error;
    return fetch(address, init);
  }
}
