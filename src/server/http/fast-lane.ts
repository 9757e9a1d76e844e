import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes an answer for a request it knows, without Fastify; false leaves the request to Fastify. */
export type LaneAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Answers that need none of Fastify's work (decision 0057): the built browser files and cached public
 * pages, written as prepared answers straight to Node's response. Routing, hooks, a child logger and
 * the request's log lines cost more than such an answer itself; under load they were most of a static
 * file's time. Only GET and HEAD of an exact URL are taken here; anything else (a query string, a page
 * not cached at the current revision) goes on to Fastify, whose routes answer the same bytes and
 * headers (and serve `app.inject`, which never reaches this lane). The overload gate stands in front of
 * the lane as before: built files pass it, pages wait their turn.
 */
export class FastLane {
  private readonly answers: LaneAnswer[] = [];

  add(answer: LaneAnswer): void {
    this.answers.push(answer);
  }

  /** Fastify's request handler with this lane in front of it. */
  before(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      if (req.method === 'GET' || req.method === 'HEAD') {
        for (const answer of this.answers) if (answer(req, res)) return;
      }
      handler(req, res);
    };
  }
}
