import { defineEndpoint } from '../http/endpoint.ts';
import type { customersSchemas } from './customers.ts';

type Schemas = typeof customersSchemas;

const tag = 'customers';

export const listCustomers = defineEndpoint<Schemas['listCustomers']>({
  method: 'GET',
  path: '/api/admin/customers',
  access: 'admin',
  tag,
  summary: 'Every customer with its sites, active plans, balance (unpaid invoices) and Client Portal access; search by name or e-mail',
});

export const getCustomer = defineEndpoint<Schemas['getCustomer']>({
  method: 'GET',
  path: '/api/admin/customers/:id',
  access: 'admin',
  tag,
  summary: 'One customer: company, contacts, sites, plans at today’s price, invoices, balance and Client Portal access',
  errors: [404],
});
