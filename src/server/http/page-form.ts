import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_FORM_OUTCOME_KEY, type PageFormFailure, type PageFormOutcome } from '#shared/contracts/page-forms.ts';
import { AppError } from '../errors.ts';
import { codeForStatus } from '../plugins/error-handler.ts';
import type { PageRenderer } from '../plugins/ssr/ssr.plugin.ts';
import { registerFormBodyParser } from './form-body.ts';

/**
 * A page's form posted by the browser itself (decision 0032): the sign-in and password pages
 * (auth/page-forms.routes.ts) and a walk-through's manage page (decision 0048). A change that works
 * answers 303; anything else answers with the page itself, its outcome seeded in the query cache so the
 * page says what its script would have, in the API's words and with the API's status.
 */

const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/** A form posted from another site: refused with the page's own words on what to do instead. */
export function crossSiteFailure(advice: string): PageFormFailure {
  return { status: 403, code: 'FORBIDDEN', message: `This form was sent from another site, so it was not used. ${advice}`, fields: {} };
}

/** A refusal as the API would answer it: an AppError's own status, code, message and fields. */
export function pageFormFailureOf(error: unknown): PageFormFailure {
  if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message, fields: error.fields ?? {} };
  // Fastify's and the rate limiter's refusals (a 429 before the handler ran) carry a status and a message.
  const e = error as Partial<FastifyError>;
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
  return { status, code: codeForStatus(status), message: status < 500 && e.message ? e.message : SERVER_PROBLEM, fields: {} };
}

/**
 * A contract check's problems as the API's 400 names them: the first message of each top-level field;
 * the message for the whole form from `summary` (the API's `Invalid body: a, b` unless a page says more).
 */
export function invalidPageForm(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  summary: (fields: Record<string, string>) => string = (fields) => `Invalid body: ${Object.keys(fields).join(', ')}`,
): PageFormFailure {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'request')] ??= issue.message;
  return { status: 400, code: 'VALIDATION_FAILED', message: summary(fields), fields };
}

/** Answers a form post with its page rendered around `outcome` (none: the page as it stands). */
export type PageAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: PageFormOutcome | null,
  status: number,
) => Promise<FastifyReply>;

/**
 * Readies `app` (a plugin of its own) for a page's form posts: their urlencoded bodies, and a failure
 * raised outside a handler's own refusals (a rate limit before it ran, a fault) answered with the page
 * and the outcome `outcomeFor` makes of it. Returns how a handler answers with the page.
 */
export function registerPageForms(
  app: FastifyInstance,
  render: PageRenderer,
  outcomeFor: (request: FastifyRequest, failure: PageFormFailure) => PageFormOutcome,
): PageAnswer {
  registerFormBodyParser(app);
  const answer: PageAnswer = async (request, reply, outcome, status) => {
    const page = await render(request.url, outcome ? [{ queryKey: PAGE_FORM_OUTCOME_KEY, data: outcome }] : []);
    if (page.kind === 'redirect') return reply.redirect(page.location, 303);
    // It may hold what was typed (a username): never kept by a cache or the back button's copy. A page that
    // is not there (a manage link that is no more) keeps its 404.
    return reply
      .status(page.status === 404 ? 404 : status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  app.setErrorHandler(async (error, request, reply) => {
    const failure = pageFormFailureOf(error);
    if (failure.status >= 500) request.log.error({ err: error, url: request.routeOptions.url }, 'page form failed');
    return answer(request, reply, outcomeFor(request, failure), failure.status);
  });
  return answer;
}
