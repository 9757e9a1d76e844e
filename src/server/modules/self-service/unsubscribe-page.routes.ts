import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unsubscribeParams } from '#shared/contracts/self-service.ts';
import { AppError } from '../../errors.ts';
import { registerFormBodyParser } from '../../http/form-body.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { PageRenderer } from '../../plugins/ssr/ssr.plugin.ts';
import type { SelfService } from './self-service.service.ts';

export interface UnsubscribePageOptions {
  render: PageRenderer;
  perMinute: number;
}

/**
 * The unsubscribe page's one button, and a mail provider's one-click POST (RFC 8058: the
 * List-Unsubscribe-Post body, `List-Unsubscribe=One-Click`), to the e-mail's own link
 * `/unsubscribe/:token` (decision 0054). It stops that kind of e-mail and answers the page itself,
 * which now reads "stopped", so it works before or without the script and a reload changes nothing
 * more. A wrong or expired link answers the page's own 404. No same-site check: a provider's POST
 * comes from its servers, and the link's token is the whole credential (it only ever turns e-mails off).
 */
export function unsubscribePageRoutes(service: SelfService, options: UnsubscribePageOptions) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app);

    async function answerWithPage(request: FastifyRequest, reply: FastifyReply) {
      const page = await options.render(request.url, []);
      if (page.kind === 'redirect') return reply.redirect(page.location, 303);
      return reply.status(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    }

    app.post<{ Params: { token: string } }>(
      '/unsubscribe/:token',
      { config: { access: 'public', ...perMinute(options.perMinute) } },
      async (request, reply) => {
        if (unsubscribeParams.safeParse(request.params).success) {
          try {
            await service.unsubscribe(request.params.token);
          } catch (error) {
            // A wrong or expired link: the page renders its own 404 below.
            if (!(error instanceof AppError && error.statusCode === 404)) throw error;
          }
        }
        return answerWithPage(request, reply);
      },
    );
  };
}
