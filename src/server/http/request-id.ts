import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A caller's own X-Request-Id is kept when it looks like one; otherwise the server makes one. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The id a request is logged and answered under (`x-request-id`), for Fastify's requests and the overload gate's refusals alike. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}
