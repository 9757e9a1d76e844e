import type { FastifyInstance } from 'fastify';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { escapeHtml } from '#shared/text/escape-html.ts';
import { registerFormBodyParser } from '../../http/form-body.ts';

/**
 * A page's form posted by the browser itself before the page's script ran (decision 0032). Every form
 * is `method="post"`, so what was typed never goes into an address; the sign-in, password and contact
 * forms have their own handlers, and the rest (the quote forms, the window form, a booking) need their
 * script to work out a price or a slot. Their post lands here, and the visitor is told plainly that
 * nothing was sent, with the way back and the phone: never a 404 or JSON.
 */
export function pagePostsFallback(company: () => CompanyProfile) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app);
    app.post('/*', { config: { access: 'public' } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Back to the page itself, only ever on this site ("//host" would leave it).
      const back = path.startsWith('/') && !/^[/\\]{2}/.test(path) ? path : '/';
      return reply
        .status(400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(formNotSentDocument(back, company()));
    });
  };
}

export function formNotSentDocument(back: string, company: CompanyProfile): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Your form was not sent</title><meta name="robots" content="noindex"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e293b">' +
    '<h1>Your form was not sent</h1><p>This form needs the page to finish loading (it uses JavaScript to work out your ' +
    'quote or time), and it was sent before that. Nothing was stored. Please go back, wait a moment for the page to load ' +
    `and send it again, or call us at <a href="tel:${escapeHtml(company.phoneE164)}">${escapeHtml(company.phone)}</a>.</p>` +
    `<p><a href="${escapeHtml(back)}">Back to the page</a></p></body></html>`
  );
}
