import type { FastifyInstance } from 'fastify';
import {
  customerAnalytics,
  customerReports,
  listCustomerProblems,
  listProblems,
  rateVisit,
  reportProblem,
  resolveProblem,
} from '#shared/contracts/feedback.endpoints.ts';
import { feedbackSchemas } from '#shared/contracts/feedback.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { FeedbackService } from './feedback.service.ts';

/**
 * Ratings and problem reports (the customer's, and the admin's follow-up), and the customer's
 * Analytics and Reports. Customer routes act on the session's user, never on an id the browser sends.
 */
export function feedbackRoutes(feedback: FeedbackService) {
  return async (app: FastifyInstance) => {
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, rateVisit, feedbackSchemas.rateVisit, {
      handler: (request) => feedback.rate(request.params.id, me(request), request.body),
    });
    registerEndpoint(app, reportProblem, feedbackSchemas.reportProblem, {
      handler: (request) => feedback.report(request.params.id, me(request), request.body.description),
    });
    registerEndpoint(app, listCustomerProblems, feedbackSchemas.listCustomerProblems, {
      handler: (request) => feedback.problemsOf(me(request)),
    });
    registerEndpoint(app, customerAnalytics, feedbackSchemas.customerAnalytics, {
      handler: (request) => feedback.analytics(me(request), request.query.months, request.query.limit),
    });
    registerEndpoint(app, customerReports, feedbackSchemas.customerReports, {
      handler: (request) => feedback.reports(me(request)),
    });

    registerEndpoint(app, listProblems, feedbackSchemas.listProblems, {
      handler: (request) => feedback.listProblems(request.query),
    });
    registerEndpoint(app, resolveProblem, feedbackSchemas.resolveProblem, {
      handler: (request) => feedback.resolve(request.params.id, request.body.resolution, me(request)),
    });
  };
}
