import type { FastifyInstance } from 'fastify';
import { getCustomer, listCustomers } from '#shared/contracts/customers.endpoints.ts';
import { customersSchemas } from '#shared/contracts/customers.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { CustomersService } from './customers.service.ts';

/** The admins' customers screen and a customer's page (issue 34). Portal links go through users' set-password link. */
export function customersRoutes(customers: CustomersService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listCustomers, customersSchemas.listCustomers, { handler: (request) => customers.list(request.query) });
    registerEndpoint(app, getCustomer, customersSchemas.getCustomer, { handler: (request) => customers.detail(request.params.id) });
  };
}
