import type { FastifyInstance } from 'fastify';
import {
  cancelBooking,
  completeBooking,
  confirmPlanStart,
  createBooking,
  createServicePlan,
  generateBookings,
  getBooking,
  getServicePlan,
  listAssignments,
  listBookings,
  listCustomerBookings,
  listCustomerServicePlans,
  listServicePlans,
  setBookingCrew,
  setPlanCrew,
  updateBooking,
  updateServicePlan,
} from '#shared/contracts/operations.endpoints.ts';
import { operationsSchemas } from '#shared/contracts/operations.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { createBookingsService } from './bookings.service.ts';
import { createPlanGenerator } from './plan-generator.ts';
import { createPlanStartService } from './plan-start.service.ts';
import { createServicePlansService } from './service-plans.service.ts';

/** How often each instance looks for plans whose visits are behind the horizon (the work itself is daily). */
const GENERATOR_TICK_MS = 3_600_000;

/**
 * Service plans and bookings for the admin, assignments for employees and bookings for customers.
 * With `startJobs` (main.ts) the plan generator runs in the background on every instance, one at a
 * time (decision 0017); tests drive it by hand.
 */
export function operationsRoutes(
  db: Database,
  options: {
    startJobs?: boolean | undefined;
    /** For the customer's e-mail when a plan accepted online is started (decision 0033). */
    siteUrl: string;
    company: () => CompanyProfile;
  },
) {
  return async (app: FastifyInstance) => {
    const plans = createServicePlansService({ db });
    const planStart = createPlanStartService({ db, siteUrl: options.siteUrl, company: options.company });
    const bookings = createBookingsService({ db });
    const generator = createPlanGenerator({ db, log: app.log, everyMs: GENERATOR_TICK_MS });
    if (options.startJobs) {
      app.addHook('onReady', async () => generator.start());
      app.addHook('preClose', async () => generator.stop());
    }
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, listServicePlans, operationsSchemas.listServicePlans, {
      handler: (request) => plans.list(request.query),
    });
    registerEndpoint(app, createServicePlan, operationsSchemas.createServicePlan, {
      handler: (request) => plans.create(request.body, me(request)),
    });
    registerEndpoint(app, getServicePlan, operationsSchemas.getServicePlan, {
      handler: (request) => plans.get(request.params.id),
    });
    registerEndpoint(app, updateServicePlan, operationsSchemas.updateServicePlan, {
      handler: (request) => plans.update(request.params.id, request.body, me(request)),
    });
    registerEndpoint(app, setPlanCrew, operationsSchemas.setPlanCrew, {
      handler: (request) => plans.setCrew(request.params.id, request.body, me(request)),
    });
    registerEndpoint(app, confirmPlanStart, operationsSchemas.confirmPlanStart, {
      handler: async (request) => {
        await planStart.confirm(request.params.id, request.body, me(request));
        return plans.get(request.params.id);
      },
    });
    registerEndpoint(app, generateBookings, operationsSchemas.generateBookings, {
      handler: async (request) => ({ created: await generator.generateAll({ userId: me(request) }) }),
    });

    registerEndpoint(app, listBookings, operationsSchemas.listBookings, {
      handler: (request) => bookings.list(request.query),
    });
    registerEndpoint(app, createBooking, operationsSchemas.createBooking, {
      handler: (request) => bookings.create(request.body, me(request)),
    });
    registerEndpoint(app, getBooking, operationsSchemas.getBooking, {
      handler: (request) => bookings.get(request.params.id),
    });
    registerEndpoint(app, updateBooking, operationsSchemas.updateBooking, {
      handler: (request) => bookings.update(request.params.id, request.body, me(request)),
    });
    registerEndpoint(app, cancelBooking, operationsSchemas.cancelBooking, {
      handler: (request) => bookings.cancel(request.params.id, request.body.reason, me(request)),
    });
    registerEndpoint(app, completeBooking, operationsSchemas.completeBooking, {
      handler: (request) => bookings.complete(request.params.id, me(request)),
    });
    registerEndpoint(app, setBookingCrew, operationsSchemas.setBookingCrew, {
      handler: (request) => bookings.setCrew(request.params.id, request.body.employeeIds, me(request)),
    });

    registerEndpoint(app, listAssignments, operationsSchemas.listAssignments, {
      handler: (request) => bookings.assignmentsOf(me(request), request.query),
    });
    registerEndpoint(app, listCustomerBookings, operationsSchemas.listCustomerBookings, {
      handler: (request) => bookings.ofCustomer(me(request), request.query),
    });
    registerEndpoint(app, listCustomerServicePlans, operationsSchemas.listCustomerServicePlans, {
      handler: (request) => plans.ofCustomer(me(request)),
    });
  };
}
