import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getFormStats, listContactMessages, listFormLeads, sendContactMessage } from '#shared/contracts/contact.endpoints.ts';
import { contactSchemas } from '#shared/contracts/contact.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { isPlainFormPost, registerFormBodyParser } from '../../http/form-body.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { ContactService } from './contact.service.ts';

/** Where a plain form post (no JavaScript) lands after it was stored: the About page says thanks. */
export const CONTACT_SENT_LOCATION = '/about?sent=1#contact';

/**
 * POST /api/contact (public, the quote forms' per-address limit) and the Customer Forms reads
 * (admins). The About page's form works without JavaScript, so this plugin also reads urlencoded
 * bodies (http/form-body.ts: each field once, as text), as only the page forms' plugins do.
 */
export function contactRoutes(contact: ContactService, options: { formsPerMinute: number }) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app);

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
