import { defineEndpoint } from '../http/endpoint.ts';
import type { timesheetsSchemas } from './timesheets.ts';

type Schemas = typeof timesheetsSchemas;

const tag = 'timesheets';

export const listTimesheets = defineEndpoint<Schemas['listTimesheets']>({
  method: 'GET',
  path: '/api/admin/timesheets',
  access: 'admin',
  tag,
  summary: 'A week (its Sunday): every employee with entries or trips in it, with far punches, totals and approval',
});

export const getTimesheet = defineEndpoint<Schemas['getTimesheet']>({
  method: 'GET',
  path: '/api/admin/timesheets/:employeeId',
  access: 'admin',
  tag,
  summary: 'One employee’s week (its Sunday) in detail',
  errors: [404],
});

export const approveTimesheet = defineEndpoint<Schemas['approveTimesheet']>({
  method: 'POST',
  path: '/api/admin/timesheets/:employeeId/:week/approve',
  access: 'admin',
  tag,
  summary: 'Approve an ended week: locks its entries and trips and snapshots rate, minutes, miles and pay',
  errors: [404, 409],
});

export const reopenTimesheet = defineEndpoint<Schemas['reopenTimesheet']>({
  method: 'POST',
  path: '/api/admin/timesheets/:employeeId/:week/reopen',
  access: 'admin',
  tag,
  summary: 'Reopen an approved week (warns when a payroll CSV already included it)',
  errors: [404, 409],
});

export const createAdminTimeEntry = defineEndpoint<Schemas['createAdminTimeEntry']>({
  method: 'POST',
  path: '/api/admin/time-entries',
  access: 'admin',
  tag,
  summary: 'Add a time entry for an employee (a correction): refused in an approved week or when it overlaps',
  status: 201,
  errors: [409],
});

export const updateAdminTimeEntry = defineEndpoint<Schemas['updateAdminTimeEntry']>({
  method: 'PUT',
  path: '/api/admin/time-entries/:id',
  access: 'admin',
  tag,
  summary: 'Correct a time entry’s times, visit or description: refused in an approved week or when it overlaps',
  errors: [404, 409],
});

export const deleteAdminTimeEntry = defineEndpoint<Schemas['deleteAdminTimeEntry']>({
  method: 'DELETE',
  path: '/api/admin/time-entries/:id',
  access: 'admin',
  tag,
  summary: 'Delete a time entry: refused in an approved week',
  status: 204,
  errors: [404, 409],
});

export const downloadPayrollCsv = defineEndpoint<Schemas['downloadPayrollCsv']>({
  method: 'GET',
  path: '/api/admin/payroll.csv',
  access: 'admin',
  tag,
  summary: 'Approved weeks from one Sunday to another as a payroll CSV (employee, date, hours, miles, rate, pay); marks them exported',
  produces: 'text/csv',
  errors: [409],
});
