import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_FORM_OUTCOME_KEY, type PageFormFailure, type PageFormOutcome } from '#shared/contracts/page-forms.ts';
import { cancelWalkThroughRequestSchema, rescheduleRequestSchema } from '#shared/contracts/scheduling.ts';
import { AppError } from '../../errors.ts';
import { formField, registerFormBodyParser } from '../../http/form-body.ts';
import { isCrossSitePost } from '../../http/same-origin.ts';
import { codeForStatus } from '../../plugins/error-handler.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { PageRenderer } from '../../plugins/ssr/ssr.plugin.ts';
import type { BookingManageService } from './booking-manage.service.ts';

export interface ManagePageOptions {
  render: PageRenderer;
  siteUrl: string;
  perMinute: number;
}

const CROSS_SITE: PageFormFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'This form was sent from another site, so it was not used. Please use the page itself.',
  fields: {},
};
const UNKNOWN_ACTION: PageFormFailure = { status: 400, code: 'BAD_REQUEST', message: 'Choose to reschedule or to cancel.', fields: {} };

function failureOf(error: unknown): PageFormFailure {
  if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message, fields: error.fields ?? {} };
  const e = error as Partial<FastifyError>;
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
  return {
    status,
    code: codeForStatus(status),
    message: status < 500 && e.message ? e.message : 'Something went wrong on our side. Please try again.',
    fields: {},
  };
}

function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): PageFormFailure {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'request')] ??= issue.message;
  return { status: 400, code: 'VALIDATION_FAILED', message: Object.values(fields)[0] ?? 'Check the form', fields };
}

/**
 * The manage page's two forms posted by the browser itself (decision 0048, as the sign-in forms of
 * decision 0032): `POST /scheduling/manage/:token` with `action` reschedule (a date and a time) or
 * cancel (an optional reason), before, without or with the page's script. A change that works answers
 * 303 to the page with `?done=`, so a reload sends nothing twice; a refusal answers the page itself
 * with the API's status and words. A wrong or expired link renders the page's own 404.
 */
export function managePageRoutes(manage: BookingManageService, options: ManagePageOptions) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app);

    async function answerWithPage(request: FastifyRequest, reply: FastifyReply, outcome: PageFormOutcome | null, status: number) {
      const page = await options.render(request.url, outcome ? [{ queryKey: PAGE_FORM_OUTCOME_KEY, data: outcome }] : []);
      if (page.kind === 'redirect') return reply.redirect(page.location, 303);
      return reply
        .status(page.status === 404 ? 404 : status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    const typed = (request: FastifyRequest) => ({
      action: formField(request.body, 'action') === 'cancel' ? ('cancel' as const) : ('reschedule' as const),
      preferredDate: formField(request.body, 'preferredDate').trim(),
      preferredTime: formField(request.body, 'preferredTime').trim(),
      reason: formField(request.body, 'reason'),
    });

    app.setErrorHandler(async (error, request, reply) => {
      const failure = failureOf(error);
      if (failure.status >= 500) request.log.error({ err: error }, 'manage page form failed');
      return answerWithPage(request, reply, { form: 'manage-walk-through', ...typed(request), failure }, failure.status);
    });

    app.post<{ Params: { token: string } }>(
      '/scheduling/manage/:token',
      { config: { access: 'public', ...perMinute(options.perMinute) } },
      async (request, reply) => {
        const token = request.params.token;
        const values = typed(request);
        const refuse = (failure: PageFormFailure) =>
          answerWithPage(request, reply, { form: 'manage-walk-through', ...values, failure }, failure.status);
        if (isCrossSitePost(request, options.siteUrl)) return refuse(CROSS_SITE);
        const action = formField(request.body, 'action');
        try {
          if (action === 'reschedule') {
            const body = rescheduleRequestSchema.safeParse({ preferredDate: values.preferredDate, preferredTime: values.preferredTime });
            if (!body.success) return refuse(invalid(body.error.issues));
            await manage.reschedule(token, body.data);
            return reply.redirect(`/scheduling/manage/${encodeURIComponent(token)}?done=rescheduled`, 303);
          }
          if (action === 'cancel') {
            const body = cancelWalkThroughRequestSchema.safeParse({ reason: values.reason });
            if (!body.success) return refuse(invalid(body.error.issues));
            await manage.cancel(token, body.data.reason);
            return reply.redirect(`/scheduling/manage/${encodeURIComponent(token)}?done=cancelled`, 303);
          }
          return refuse(UNKNOWN_ACTION);
        } catch (error) {
          if (error instanceof AppError) {
            // A wrong or expired link: the page's own "cannot be used" with 404.
            if (error.statusCode === 404) return answerWithPage(request, reply, null, 404);
            return refuse(failureOf(error));
          }
          throw error;
        }
      },
    );
  };
}
