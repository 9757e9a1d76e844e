import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  passwordResetRequestSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  setPasswordRequestSchema,
} from '#shared/contracts/auth.ts';
import { PAGE_FORM_OUTCOME_KEY, type PageFormFailure, type PageFormOutcome } from '#shared/contracts/page-forms.ts';
import { confirmationProblem } from '#shared/domain/password-confirmation.ts';
import { dashboardPathFor, passwordSetLandingPath, portalPathAfterLogin, TWO_FACTOR_SETUP_PATH } from '#shared/domain/user.ts';
import { AppError } from '../../errors.ts';
import { formField, registerFormBodyParser } from '../../http/form-body.ts';
import { isCrossSitePost } from '../../http/same-origin.ts';
import { codeForStatus } from '../../plugins/error-handler.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { PageRenderer } from '../../plugins/ssr/ssr.plugin.ts';
import { deviceCookieHeader, deviceCookieOf } from '../accounts/device-tokens.ts';
import { originOf, type RequestOrigin } from '../security/security-events.service.ts';
import type { AuthService, LoginVia } from './auth.service.ts';
import { handoffCookies } from './sign-in-handoff.ts';

export interface PageFormsOptions {
  render: PageRenderer;
  /** Forgot password's own service call (the users module's: auth and users do not import each other). */
  requestPasswordReset: (identifier: string, origin: RequestOrigin) => Promise<void>;
  siteUrl: string;
  loginsPerMinute: number;
  resetsPerMinute: number;
}

/** The three sign-in pages: which login each is, and where its success goes (as its script does). */
const SIGN_IN_PAGES: ReadonlyArray<{ path: string; via: LoginVia; next: (user: Parameters<typeof portalPathAfterLogin>[0]) => string }> = [
  { path: '/login-portal', via: 'portal', next: portalPathAfterLogin },
  { path: '/login', via: 'page', next: (user) => dashboardPathFor(user.role) },
  { path: '/admin/login', via: 'admin', next: () => '/admin/dashboard' },
];

const CROSS_SITE: PageFormFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'This form was sent from another site, so it was not used. Please fill it in here.',
  fields: {},
};
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/** A refusal as the API would answer it: an AppError's own status, code, message and fields. */
function failureOf(error: unknown): PageFormFailure {
  if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message, fields: error.fields ?? {} };
  // Fastify's and the rate limiter's refusals (a 429 before the handler ran) carry a status and a message.
  const e = error as Partial<FastifyError>;
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
  return { status, code: codeForStatus(status), message: status < 500 && e.message ? e.message : SERVER_PROBLEM, fields: {} };
}

/** The first problem of a contract check, as the API's 400 would name it. */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): PageFormFailure {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'request')] ??= issue.message;
  return { status: 400, code: 'VALIDATION_FAILED', message: `Invalid body: ${Object.keys(fields).join(', ')}`, fields };
}

/**
 * The sign-in, Forgot password and Set password forms posted by the browser itself, before or without
 * their script (issue 29, decision 0032). Each posts to its own page, so nothing typed ever goes into
 * a URL. A sign-in that works answers 303 to the dashboard with the session handed over by cookie
 * (sign-in-handoff.ts); anything else answers with the page itself, saying what is wrong in the
 * words its script would show (the page reads the outcome from the query cache). The services and
 * limits are the API's own: the same throttles, security events and messages.
 */
export function pageFormsRoutes(auth: AuthService, options: PageFormsOptions) {
  return async (app: FastifyInstance) => {
    registerFormBodyParser(app);
    const secure = options.siteUrl.startsWith('https:');

    async function answerWithPage(request: FastifyRequest, reply: FastifyReply, outcome: PageFormOutcome, status: number) {
      const page = await options.render(request.url, [{ queryKey: PAGE_FORM_OUTCOME_KEY, data: outcome }]);
      if (page.kind === 'redirect') return reply.redirect(page.location, 303);
      // It may hold what was typed (a username): never kept by a cache or the back button's copy.
      return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    }

    /** What each page says about a refusal raised before its handler ran (a rate limit) or a failure. */
    const outcomeFor = (request: FastifyRequest, failure: PageFormFailure): PageFormOutcome => {
      const path = request.routeOptions.url;
      if (path === '/forgot-password') {
        return { form: 'password-reset', identifier: formField(request.body, 'identifier').trim(), sent: null, failure };
      }
      if (path === '/set-password') return { form: 'set-password', failure };
      return { form: 'sign-in', username: formField(request.body, 'username').trim(), missing: false, codeSent: false, failure };
    };
    app.setErrorHandler(async (error, request, reply) => {
      const failure = failureOf(error);
      if (failure.status >= 500) request.log.error({ err: error }, 'page form failed');
      return answerWithPage(request, reply, outcomeFor(request, failure), failure.status);
    });

    for (const { path, via, next } of SIGN_IN_PAGES) {
      app.post(path, { config: { access: 'public', ...perMinute(options.loginsPerMinute) } }, async (request, reply) => {
        const username = formField(request.body, 'username').trim();
        const password = formField(request.body, 'password');
        const code = formField(request.body, 'code').trim();
        const shown = (failure: PageFormFailure | null, missing = false) =>
          answerWithPage(request, reply, { form: 'sign-in', username, missing, codeSent: code !== '', failure }, failure?.status ?? 400);
        if (isCrossSitePost(request, options.siteUrl)) return shown(CROSS_SITE);
        if (username === '' || password === '') return shown(null, true);
        const body = loginRequestSchema.safeParse({ username, password, ...(code ? { code } : {}) });
        if (!body.success) return shown(invalid(body.error.issues));
        try {
          const result = await auth.login({
            identifier: body.data.username,
            password: body.data.password,
            code: body.data.code,
            via,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            requestId: request.id,
            deviceToken: deviceCookieOf(request.headers.cookie),
          });
          const cookies = handoffCookies(result.token, via === 'admin' ? 'admin' : 'general', secure);
          if (result.deviceToken) cookies.push(deviceCookieHeader(result.deviceToken, secure));
          // An admin past the two-factor grace reaches only their account page until they enrol (decision 0035).
          const location = result.twoFactorSetup?.due ? TWO_FACTOR_SETUP_PATH : next(result.user);
          return reply.header('set-cookie', cookies).redirect(location, 303);
        } catch (error) {
          if (error instanceof AppError) return shown(failureOf(error));
          throw error;
        }
      });
    }

    app.post('/forgot-password', { config: { access: 'public', ...perMinute(options.resetsPerMinute) } }, async (request, reply) => {
      const identifier = formField(request.body, 'identifier');
      const shown = (sent: string | null, failure: PageFormFailure | null) =>
        answerWithPage(request, reply, { form: 'password-reset', identifier: identifier.trim(), sent, failure }, failure?.status ?? 200);
      if (isCrossSitePost(request, options.siteUrl)) return shown(null, CROSS_SITE);
      const body = passwordResetRequestSchema.safeParse({ identifier });
      if (!body.success) return shown(null, invalid(body.error.issues));
      try {
        await options.requestPasswordReset(body.data.identifier, originOf(request));
      } catch (error) {
        if (error instanceof AppError) return shown(null, failureOf(error));
        throw error;
      }
      return shown(PASSWORD_RESET_SENT_MESSAGE, null);
    });

    // The link's token is the page's own (?token=...), also sent as a field by the form.
    app.post('/set-password', { config: { access: 'public', ...perMinute(options.resetsPerMinute) } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = (formField(request.body, 'token') || (typeof query['token'] === 'string' ? query['token'] : '')).trim();
      const password = formField(request.body, 'password');
      const confirmation = formField(request.body, 'confirmPassword');
      const shown = (failure: PageFormFailure) => answerWithPage(request, reply, { form: 'set-password', failure }, failure.status);
      if (isCrossSitePost(request, options.siteUrl)) return shown(CROSS_SITE);
      // The page's own check, as its script makes it before sending.
      const unconfirmed = confirmationProblem(password, confirmation);
      const body = setPasswordRequestSchema.safeParse({ password });
      if (!body.success) return shown(invalid(body.error.issues));
      if (unconfirmed !== undefined)
        return shown({ status: 400, code: 'VALIDATION_FAILED', message: unconfirmed, fields: { confirmPassword: unconfirmed } });
      try {
        const link = await auth.describeLink(token);
        await auth.setPasswordWithLink(token, body.data.password, originOf(request));
        return reply.redirect(passwordSetLandingPath(link.role, link.username), 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A link that cannot be used: the page without it says so, as the script's page does.
        if (error.code === 'NOT_FOUND' || error.code === 'GONE') return reply.redirect('/set-password', 303);
        return shown(failureOf(error));
      }
    });
  };
}
