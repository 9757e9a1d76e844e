import type { FastifyReply } from 'fastify';

/** A PDF as a download: never cached by a shared cache, never indexed. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; filename: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(file.pdf);
}
