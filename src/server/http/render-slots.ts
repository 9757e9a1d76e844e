import type { FastifyReply, FastifyRequest } from 'fastify';
import { busyAnswer } from './busy-answer.ts';

/**
 * The public PDFs rendered at once by this instance (decision 0031, revised): a render is ~20 ms of the
 * event loop, so four at once hold other requests up by under 100 ms, and anyone's link still works
 * (one client downloading one after another holds one slot). Beyond it: 503 with Retry-After, the
 * busy page for a browser that followed a link.
 */
export const PUBLIC_PDF_RENDERS_AT_ONCE = 4;

export type RenderSlots = ReturnType<typeof createRenderSlots>;

/** A cap on expensive work anyone may ask for, apart from the overload gate: it protects everyone else. */
export function createRenderSlots(max = PUBLIC_PDF_RENDERS_AT_ONCE) {
  let running = 0;
  return {
    /** Runs `work` in a slot, or answers 503 when every slot is taken. */
    async run(request: FastifyRequest, reply: FastifyReply, work: () => Promise<FastifyReply>): Promise<FastifyReply> {
      if (running >= max) {
        const answer = busyAnswer(request.raw, request.id);
        // Fastify sets the length itself (compression may change it).
        const { 'content-length': _length, ...headers } = answer.headers;
        return reply.code(503).headers(headers).send(answer.body);
      }
      running++;
      try {
        return await work();
      } finally {
        running--;
      }
    },
  };
}
