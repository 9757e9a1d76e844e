import * as z from './zod.ts';

/**
 * The admins' customers (issue 34): a customer is a user of role customer with its company (decision 0017);
 * the screen gathers what the back office otherwise finds on five screens: contacts, sites, plans,
 * invoices, the balance and whether the customer can sign in to the Client Portal.
 */

const MAX_ID = 2_147_483_647;
const idParams = z.object({
  id: z.coerce
    .number('Use a whole-number id')
    .check(z.int('Use a whole-number id'), z.minimum(1, 'Use a whole-number id'), z.maximum(MAX_ID, 'Use a whole-number id')),
});

/**
 * The Client Portal as the customer can use it: `active` signs in with a password; `invited` has no password yet
 * and a set-password link that still works; `none` has no password and no working link; `deactivated` may not
 * sign in whatever it has.
 */
export const portalStatuses = ['active', 'invited', 'none', 'deactivated'] as const;
export type PortalStatus = (typeof portalStatuses)[number];

export const portalAccessSchema = z.object({
  status: z.enum(portalStatuses),
  /** The portal's user name (the customer signs in with it or the e-mail). */
  username: z.text(),
  lastLoginAt: z.nullable(z.text()),
  /** When the newest unused set-password link stops working, while one does. */
  linkExpiresAt: z.nullable(z.text()),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

/** The balance: pending invoices (not paid, not void); overdue: those past their due date on the Minnesota calendar. */
export const customerBalanceSchema = z.object({
  balanceCents: z.int(),
  unpaidInvoices: z.int(),
  overdueCents: z.int(),
});
export type CustomerBalance = z.infer<typeof customerBalanceSchema>;

export const customerSummarySchema = z.object({
  id: z.int(),
  /** The company, else the person's name, else the user name. */
  name: z.text(),
  contactName: z.nullable(z.text()),
  email: z.text(),
  phone: z.nullable(z.text()),
  sites: z.int(),
  activePlans: z.int(),
  ...customerBalanceSchema.shape,
  portal: portalAccessSchema,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListQuerySchema = z.object({
  q: z.optional(z.text('Search with text').check(z.trim(), z.maxLength(100, 'Search with up to 100 characters'))),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListSchema = z.object({ customers: z.array(customerSummarySchema) });
export type CustomerList = z.infer<typeof customerListSchema>;

/** Who to reach at the customer: the account's person, and where invoices go when that differs. */
export const customerContactSchema = z.object({
  kind: z.enum(['account', 'billing']),
  name: z.nullable(z.text()),
  email: z.nullable(z.text()),
  phone: z.nullable(z.text()),
  address: z.nullable(z.text()),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** The newest invoices a customer's page lists; the balance counts every one. */
export const CUSTOMER_INVOICES_SHOWN = 50;

export const customerDetailSchema = z.object({
  customer: z.object({
    id: z.int(),
    name: z.text(),
    companyName: z.nullable(z.text()),
    isActive: z.boolean(),
    createdAt: z.text(),
  }),
  contacts: z.array(customerContactSchema),
  sites: z.array(z.object({ id: z.int(), name: z.text(), address: z.text(), isActive: z.boolean() })),
  plans: z.array(
    z.object({
      id: z.int(),
      siteId: z.int(),
      siteName: z.text(),
      status: z.text(),
      frequency: z.text(),
      facilityType: z.text(),
      /** The price in force this month (an accepted raise included, decision 0047). */
      monthlyPriceCents: z.int(),
      startsOn: z.text(),
      endsOn: z.nullable(z.text()),
    }),
  ),
  /** Newest first, void ones included (marked), up to CUSTOMER_INVOICES_SHOWN; `invoiceCount` says how many there are. */
  invoices: z.array(
    z.object({
      id: z.int(),
      invoiceNumber: z.text(),
      issueDate: z.text(),
      dueDate: z.text(),
      description: z.text(),
      amountCents: z.int(),
      status: z.enum(['pending', 'overdue', 'paid', 'void']),
    }),
  ),
  invoiceCount: z.int(),
  balance: customerBalanceSchema,
  portal: portalAccessSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customersSchemas = {
  listCustomers: { query: customerListQuerySchema, response: customerListSchema },
  getCustomer: { params: idParams, response: customerDetailSchema },
};
