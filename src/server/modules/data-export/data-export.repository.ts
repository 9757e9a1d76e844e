import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoices } from '../../db/schema/billing.ts';
import { customerProfiles, sites } from '../../db/schema/customers.ts';
import { bookingAssignments, bookings } from '../../db/schema/operations.ts';
import { leads } from '../../db/schema/sales.ts';
import { timeEntries, timesheetWeeks } from '../../db/schema/time.ts';

/** A person as the export names them (users columns only: never the password hash). */
export interface PersonName {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

const customer = alias(users, 'customer');
const employee = alias(users, 'employee');
/** A joined person's name columns, flat under a prefix (a nested object of a left join would be null or not as a whole). */
function personOf<T extends { username: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }, P extends string>(
  table: T,
  prefix: P,
) {
  return {
    [`${prefix}Username`]: table.username,
    [`${prefix}FirstName`]: table.firstName,
    [`${prefix}LastName`]: table.lastName,
  } as Record<`${P}Username`, T['username']> & Record<`${P}FirstName`, T['firstName']> & Record<`${P}LastName`, T['lastName']>;
}

/**
 * The rows of the company's data export, one keyset page at a time: each read takes the rows after
 * the last key the caller saw, in key order, `limit` at most, so a page costs the same however deep
 * into the table it is, and a row written or deleted behind the cursor moves nothing (an offset
 * would skip or repeat one). Every read names its columns: no secret (password hash, token, TOTP
 * secret, request hash) is ever selected.
 */
export function createDataExportRepository(db: Database) {
  return {
    async customersAfter(after: number, limit: number) {
      return db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          companyName: users.companyName,
          email: users.email,
          phone: users.phone,
          isActive: users.isActive,
          createdAt: users.createdAt,
          lastLoginAt: users.lastLoginAt,
          billingEmail: customerProfiles.billingEmail,
          billingAddress: customerProfiles.billingAddress,
          sourceLead: leads.reference,
        })
        .from(users)
        .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
        .leftJoin(leads, eq(leads.id, customerProfiles.sourceLeadId))
        .where(and(eq(users.role, 'customer'), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /** The sites of a page's customers, in the order they were added. */
    async sitesOf(customerIds: readonly number[]) {
      if (customerIds.length === 0) return [];
      return db
        .select({ customerId: sites.customerId, name: sites.name, address: sites.address, isActive: sites.isActive })
        .from(sites)
        .where(inArray(sites.customerId, [...customerIds]))
        .orderBy(asc(sites.id));
    },

    /** Leads by their UUID: not a meaningful order to read, but a total one, which is what paging needs. */
    async leadsAfter(after: string | null, limit: number) {
      return db
        .select({
          id: leads.id,
          reference: leads.reference,
          createdAt: leads.createdAt,
          source: leads.source,
          status: leads.status,
          lostReason: leads.lostReason,
          priority: leads.priority,
          leadScore: leads.leadScore,
          companyName: leads.companyName,
          firstName: leads.firstName,
          lastName: leads.lastName,
          email: leads.email,
          phone: leads.phone,
          address: leads.address,
          facilityType: leads.facilityType,
          squareFootage: leads.squareFootage,
          frequency: leads.frequency,
          estimatedPriceCents: leads.estimatedPriceCents,
          nextFollowUpDate: leads.nextFollowUpDate,
          convertedAt: leads.convertedAt,
          customerId: leads.customerId,
        })
        .from(leads)
        .where(after === null ? undefined : gt(leads.id, after))
        .orderBy(asc(leads.id))
        .limit(limit);
    },

    async bookingsAfter(after: number, limit: number) {
      return db
        .select({
          id: bookings.id,
          scheduledStart: bookings.scheduledStart,
          durationMinutes: bookings.durationMinutes,
          status: bookings.status,
          serviceType: bookings.serviceType,
          source: bookings.source,
          servicePlanId: bookings.servicePlanId,
          customerId: bookings.customerId,
          ...personOf(customer, 'customer'),
          customerCompany: customer.companyName,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          clientName: bookings.clientName,
          clientEmail: bookings.clientEmail,
          clientPhone: bookings.clientPhone,
          siteName: sites.name,
          location: bookings.location,
          priceCents: bookings.priceCents,
          completedAt: bookings.completedAt,
          cancelledAt: bookings.cancelledAt,
          cancelReason: bookings.cancelReason,
          notes: bookings.notes,
        })
        .from(bookings)
        .leftJoin(customer, eq(customer.id, bookings.customerId))
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(gt(bookings.id, after))
        .orderBy(asc(bookings.id))
        .limit(limit);
    },

    /** The crews of a page's bookings. */
    async crewsOf(bookingIds: readonly number[]) {
      if (bookingIds.length === 0) return [];
      return db
        .select({ bookingId: bookingAssignments.bookingId, employeeId: employee.id, ...personOf(employee, 'employee') })
        .from(bookingAssignments)
        .innerJoin(employee, eq(employee.id, bookingAssignments.employeeId))
        .where(inArray(bookingAssignments.bookingId, [...bookingIds]))
        .orderBy(asc(employee.lastName), asc(employee.firstName), asc(employee.id));
    },

    async invoicesAfter(after: number, limit: number) {
      return db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          kind: invoices.kind,
          issueDate: invoices.issueDate,
          dueDate: invoices.dueDate,
          periodMonth: invoices.periodMonth,
          status: invoices.status,
          customerId: invoices.customerId,
          ...personOf(customer, 'customer'),
          customerCompany: customer.companyName,
          billTo: invoices.billTo,
          description: invoices.description,
          amountCents: invoices.amountCents,
          paidAt: invoices.paidAt,
          paymentReference: invoices.paymentReference,
        })
        .from(invoices)
        .innerJoin(customer, eq(customer.id, invoices.customerId))
        .where(gt(invoices.id, after))
        .orderBy(asc(invoices.id))
        .limit(limit);
    },

    async timeEntriesAfter(after: number, limit: number) {
      return db
        .select({
          id: timeEntries.id,
          employeeId: timeEntries.employeeId,
          ...personOf(employee, 'employee'),
          source: timeEntries.source,
          clockIn: timeEntries.clockIn,
          clockOut: timeEntries.clockOut,
          workedMinutes: timeEntries.workedMinutes,
          bookingId: timeEntries.bookingId,
          ...personOf(customer, 'bookingCustomer'),
          bookingCompany: customer.companyName,
          bookingClientName: bookings.clientName,
          description: timeEntries.description,
          inAddress: timeEntries.inAddress,
          outAddress: timeEntries.outAddress,
          farFromSite: timeEntries.farFromSite,
          weekStart: timeEntries.weekStart,
          weekStatus: timesheetWeeks.status,
        })
        .from(timeEntries)
        .innerJoin(employee, eq(employee.id, timeEntries.employeeId))
        .leftJoin(bookings, eq(bookings.id, timeEntries.bookingId))
        .leftJoin(customer, eq(customer.id, bookings.customerId))
        .leftJoin(
          timesheetWeeks,
          and(eq(timesheetWeeks.employeeId, timeEntries.employeeId), eq(timesheetWeeks.weekStart, timeEntries.weekStart)),
        )
        .where(gt(timeEntries.id, after))
        .orderBy(asc(timeEntries.id))
        .limit(limit);
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
