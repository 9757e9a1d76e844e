import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * An answer made once and written many times (a built file, a cached page): its status, its whole
 * header block as Node takes it (a flat list: name, value, name, value...) and its body. Writing it
 * is one `writeHead` and one `end`, with no header rebuilt per request (decision 0057).
 */
export interface PreparedAnswer {
  status: number;
  head: readonly string[];
  body: Buffer;
}

/** An answer with the security headers every answer carries, the given ones and the body's length. */
export function prepareAnswer(status: number, headers: Record<string, string | undefined>, body: Buffer): PreparedAnswer {
  const head: string[] = SECURITY_HEADERS.flat();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) head.push(name, value);
  head.push('content-length', String(body.length));
  return { status, head, body };
}

/** Writes a prepared answer with the headers only this request has (its x-request-id...). A HEAD request gets no body (Node drops it). */
export function writePrepared(res: ServerResponse, answer: PreparedAnswer, perRequest: readonly string[]): void {
  res.writeHead(answer.status, [...answer.head, ...perRequest]);
  res.end(answer.body);
}
