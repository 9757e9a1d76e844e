import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getFormStats, listContactMessages, listFormLeads, sendContactMessage } from '#shared/contracts/contact.endpoints.ts';
import { contactSchemas } from '#shared/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { createContactService } from './contact.service.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';

/** Where a plain form post (no JavaScript) lands after it was stored: the About page says thanks. */
export const CONTACT_SENT_LOCATION = '/about?sent=1#contact';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A browser's own form post: urlencoded, and not a script asking for JSON. It is answered with a
 * redirect (303: the browser then GETs the page), never with JSON it would show as text.
 */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return type.toLowerCase().startsWith(FORM_TYPE) && !accept.includes('application/json');
}

/**
 * POST /api/contact (public, the quote forms' per-address limit) and the Customer Forms reads
 * (admins). The About page's form works without JavaScript, so this plugin, and only it, also
 * reads urlencoded bodies: each field once (a repeated name keeps its last value), as text.
 */
export function contactRoutes(db: Database, options: { referencePrefix: string; formsPerMinute: number; notices: CompanyNotices }) {
  return async (app: FastifyInstance) => {
    const contact = createContactService({ db, referencePrefix: options.referencePrefix, notices: options.notices });

    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    registerEndpoint(app, sendContactMessage, contactSchemas.sendContactMessage, {
      config: perMinute(options.formsPerMinute),
      handler: async (request, reply) => {
        const result = await contact.send(request.body);
        if (isPlainFormPost(request as unknown as FastifyRequest)) return reply.redirect(CONTACT_SENT_LOCATION, 303);
        return result;
      },
    });
    registerEndpoint(app, getFormStats, contactSchemas.getFormStats, { handler: () => contact.stats() });
    registerEndpoint(app, listFormLeads, contactSchemas.listFormLeads, { handler: (request) => contact.leads(request.query) });
    registerEndpoint(app, listContactMessages, contactSchemas.listContactMessages, {
      handler: (request) => contact.contacts(request.query),
    });
  };
}
