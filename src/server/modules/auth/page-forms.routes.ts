import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  passwordResetRequestSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  setPasswordRequestSchema,
} from '#shared/contracts/auth.ts';
import type { PageFormFailure, PageFormOutcome } from '#shared/contracts/page-forms.ts';
import { confirmationProblem } from '#shared/domain/password-confirmation.ts';
import { dashboardPathFor, passwordSetLandingPath, portalPathAfterLogin, TWO_FACTOR_SETUP_PATH } from '#shared/domain/user.ts';
import { AppError } from '../../errors.ts';
import { formField } from '../../http/form-body.ts';
import { crossSiteFailure, invalidPageForm, pageFormFailureOf, registerPageForms } from '../../http/page-form.ts';
import { isCrossSitePost } from '../../http/same-origin.ts';
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

const CROSS_SITE = crossSiteFailure('Please fill it in here.');

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
    const secure = options.siteUrl.startsWith('https:');

    /** What each page says about a refusal raised before its handler ran (a rate limit) or a failure. */
    const outcomeFor = (request: FastifyRequest, failure: PageFormFailure): PageFormOutcome => {
      const path = request.routeOptions.url;
      if (path === '/forgot-password') {
        return { form: 'password-reset', identifier: formField(request.body, 'identifier').trim(), sent: null, failure };
      }
      if (path === '/set-password') return { form: 'set-password', failure };
      return { form: 'sign-in', username: formField(request.body, 'username').trim(), missing: false, codeSent: false, failure };
    };
    const answerWithPage = registerPageForms(app, options.render, outcomeFor);

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
        if (!body.success) return shown(invalidPageForm(body.error.issues));
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
          if (error instanceof AppError) return shown(pageFormFailureOf(error));
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
      if (!body.success) return shown(null, invalidPageForm(body.error.issues));
      try {
        await options.requestPasswordReset(body.data.identifier, originOf(request));
      } catch (error) {
        if (error instanceof AppError) return shown(null, pageFormFailureOf(error));
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
      if (!body.success) return shown(invalidPageForm(body.error.issues));
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
        return shown(pageFormFailureOf(error));
      }
    });
  };
}
