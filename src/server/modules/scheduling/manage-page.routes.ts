import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageFormFailure } from '#shared/contracts/page-forms.ts';
import { cancelWalkThroughRequestSchema, rescheduleRequestSchema } from '#shared/contracts/scheduling.ts';
import { AppError } from '../../errors.ts';
import { formField } from '../../http/form-body.ts';
import { crossSiteFailure, invalidPageForm, pageFormFailureOf, registerPageForms } from '../../http/page-form.ts';
import { isCrossSitePost } from '../../http/same-origin.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { PageRenderer } from '../../plugins/ssr/ssr.plugin.ts';
import type { BookingManageService } from './booking-manage.service.ts';

export interface ManagePageOptions {
  render: PageRenderer;
  siteUrl: string;
  perMinute: number;
}

const CROSS_SITE = crossSiteFailure('Please use the page itself.');
const UNKNOWN_ACTION: PageFormFailure = { status: 400, code: 'BAD_REQUEST', message: 'Choose to reschedule or to cancel.', fields: {} };

/** The page says the first problem in the form's own words ('Check the form' if the check named none). */
const invalid = (issues: Parameters<typeof invalidPageForm>[0]) =>
  invalidPageForm(issues, (fields) => Object.values(fields)[0] ?? 'Check the form');

/**
 * The manage page's two forms posted by the browser itself (decision 0048, as the sign-in forms of
 * decision 0032): `POST /scheduling/manage/:token` with `action` reschedule (a date and a time) or
 * cancel (an optional reason), before, without or with the page's script. A change that works answers
 * 303 to the page with `?done=`, so a reload sends nothing twice; a refusal answers the page itself
 * with the API's status and words. A wrong or expired link renders the page's own 404.
 */
export function managePageRoutes(manage: BookingManageService, options: ManagePageOptions) {
  return async (app: FastifyInstance) => {
    const typed = (request: FastifyRequest) => ({
      action: formField(request.body, 'action') === 'cancel' ? ('cancel' as const) : ('reschedule' as const),
      preferredDate: formField(request.body, 'preferredDate').trim(),
      preferredTime: formField(request.body, 'preferredTime').trim(),
      reason: formField(request.body, 'reason'),
    });

    const answerWithPage = registerPageForms(app, options.render, (request, failure) => ({
      form: 'manage-walk-through',
      ...typed(request),
      failure,
    }));

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
            return refuse(pageFormFailureOf(error));
          }
          throw error;
        }
      },
    );
  };
}
