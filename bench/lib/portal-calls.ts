/** Every read the customer portal makes on opening its pages (bench/run.ts measures them; the soak mixes them in). */
export const CUSTOMER_PORTAL_CALLS = [
  '/api/auth/customer/profile',
  '/api/customer/bookings',
  '/api/customer/invoices',
  '/api/customer/analytics',
  '/api/customer/reports',
  // The Reports tab's inspection reports and score trend (issue 33: under 50 ms p99 on the demo year).
  '/api/customer/inspections',
  '/api/customer/problems',
] as const;

/** Every read the employee portal makes on opening its pages. */
export const EMPLOYEE_PORTAL_CALLS = [
  '/api/auth/employee/profile',
  '/api/employee/assignments',
  '/api/employee/time-entries',
  '/api/employee/mileage-logs',
  '/api/employee/locations',
] as const;
