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
  listBookingPage,
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
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { BookingsService } from './bookings.service.ts';
import type { PlanGenerator } from './plan-generator.ts';
import type { PlanStartService } from './plan-start.service.ts';
import type { ServicePlansService } from './service-plans.service.ts';

/**
 * Service plans and bookings for the admin, assignments for employees and bookings for customers. The
 * plan generator is built once in app.ts: its daily round is a background job, "generate now" is here.
 */
export function operationsRoutes({
  plans,
  planStart,
  bookings,
  generator,
}: {
  plans: ServicePlansService;
  planStart: PlanStartService;
  bookings: BookingsService;
  generator: PlanGenerator;
}) {
  return async (app: FastifyInstance) => {
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
    registerEndpoint(app, listBookingPage, operationsSchemas.listBookingPage, {
      handler: (request) => bookings.page(request.query),
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
