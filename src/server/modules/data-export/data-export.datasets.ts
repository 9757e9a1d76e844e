import type { DataExportName } from '#shared/contracts/data-export.ts';
import { companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import { frequencyWords } from '#shared/domain/quote.ts';
import type { CsvCell } from '#shared/text/csv.ts';
import type { DataExportRepository } from './data-export.repository.ts';
import { companyDateTime, dollars, hours, personName, yesNo } from './data-export.format.ts';

/**
 * The five files of the data export (decision 0030): each its header and its rows, read in keyset
 * pages. The id comes first in every file so a later export can be matched row for row; related
 * people are named, not only numbered.
 */
export interface Dataset {
  header: readonly string[];
  /** The rows as cells, one page at a time; `today` (Minnesota) decides what is overdue. */
  pages(repo: DataExportRepository, pageSize: number, today: IsoDate): AsyncGenerator<CsvCell[][]>;
}

/** Pages of `read` after `first`, each starting after the last key of the one before, until a short page. */
async function* keyset<R, K>(
  read: (after: K, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  first: K,
  pageSize: number,
): AsyncGenerator<R[]> {
  let after = first;
  for (;;) {
    const rows = await read(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

const customers: Dataset = {
  header: [
    'Customer ID',
    'Company',
    'First name',
    'Last name',
    'E-mail',
    'Phone',
    'Billing e-mail',
    'Billing address',
    'Sites',
    'Active',
    'Customer since',
    'Last sign-in (Central)',
    'From lead',
  ],
  async *pages(repo, pageSize) {
    for await (const page of keyset(repo.customersAfter, (row) => row.id, 0, pageSize)) {
      const sites = await repo.sitesOf(page.map((row) => row.id));
      yield page.map((row) => [
        row.id,
        row.companyName,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.billingEmail,
        row.billingAddress,
        sites
          .filter((site) => site.customerId === row.id)
          .map((site) => `${site.name}: ${site.address}${site.isActive ? '' : ' (inactive)'}`)
          .join('; '),
        yesNo(row.isActive),
        companyDate(row.createdAt),
        companyDateTime(row.lastLoginAt),
        row.sourceLead,
      ]);
    }
  },
};

const leads: Dataset = {
  header: [
    'Lead ID',
    'Reference',
    'Created (Central)',
    'Source',
    'Status',
    'Lost reason',
    'Priority',
    'Score',
    'Company',
    'First name',
    'Last name',
    'E-mail',
    'Phone',
    'Address',
    'Facility type',
    'Square feet',
    'Frequency',
    'Estimated monthly (USD)',
    'Next follow-up',
    'Converted (Central)',
    'Customer ID',
  ],
  async *pages(repo, pageSize) {
    for await (const page of keyset<Awaited<ReturnType<typeof repo.leadsAfter>>[number], string | null>(
      repo.leadsAfter,
      (row) => row.id,
      null,
      pageSize,
    )) {
      yield page.map((row) => [
        row.id,
        row.reference,
        companyDateTime(row.createdAt),
        row.source,
        row.status,
        row.lostReason,
        row.priority,
        row.leadScore,
        row.companyName,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.address,
        row.facilityType,
        row.squareFootage,
        // In words ('2 times a week'), as every screen and PDF says it (decision 0039).
        row.frequency === null ? null : frequencyWords(row.frequency),
        dollars(row.estimatedPriceCents),
        row.nextFollowUpDate,
        companyDateTime(row.convertedAt),
        row.customerId,
      ]);
    }
  },
};

const bookings: Dataset = {
  header: [
    'Booking ID',
    'Start (Central)',
    'Minutes',
    'Status',
    'Service',
    'Source',
    'Service plan ID',
    'Customer ID',
    'Customer',
    'Company',
    'Customer e-mail',
    'Customer phone',
    'Site',
    'Location',
    'Crew',
    'Price (USD)',
    'Completed (Central)',
    'Cancelled (Central)',
    'Cancel reason',
    'Notes',
  ],
  async *pages(repo, pageSize) {
    for await (const page of keyset(repo.bookingsAfter, (row) => row.id, 0, pageSize)) {
      const crews = await repo.crewsOf(page.map((row) => row.id));
      yield page.map((row) => [
        row.id,
        companyDateTime(row.scheduledStart),
        row.durationMinutes,
        row.status,
        row.serviceType,
        row.source,
        row.servicePlanId,
        row.customerId,
        // A visit booked on the scheduling page without an account names its client instead.
        personName(row.customerUsername, row.customerFirstName, row.customerLastName) ?? row.clientName,
        row.customerCompany,
        row.customerEmail ?? row.clientEmail,
        row.customerPhone ?? row.clientPhone,
        row.siteName,
        row.location,
        crews
          .filter((member) => member.bookingId === row.id)
          .map((member) => personName(member.employeeUsername, member.employeeFirstName, member.employeeLastName))
          .join('; '),
        dollars(row.priceCents),
        companyDateTime(row.completedAt),
        companyDateTime(row.cancelledAt),
        row.cancelReason,
        row.notes,
      ]);
    }
  },
};

const invoices: Dataset = {
  header: [
    'Invoice ID',
    'Number',
    'Kind',
    'Issue date',
    'Due date',
    'Period',
    'Status',
    'Customer ID',
    'Customer',
    'Company',
    'Bill to',
    'Bill-to e-mail',
    'Bill-to address',
    'Description',
    'Amount (USD)',
    'Paid (Central)',
    'Payment reference',
  ],
  async *pages(repo, pageSize, today) {
    for await (const page of keyset(repo.invoicesAfter, (row) => row.id, 0, pageSize)) {
      yield page.map((row) => [
        row.id,
        row.invoiceNumber,
        row.kind,
        row.issueDate,
        row.dueDate,
        row.periodMonth?.slice(0, 7),
        // Overdue is not stored (a pending invoice past its due date): said as the portal says it.
        row.status === 'pending' && row.dueDate < today ? 'overdue' : row.status,
        row.customerId,
        personName(row.customerUsername, row.customerFirstName, row.customerLastName),
        row.customerCompany,
        [row.billTo.name, row.billTo.company].filter(Boolean).join(', '),
        row.billTo.email,
        row.billTo.address,
        row.description,
        dollars(row.amountCents),
        companyDateTime(row.paidAt),
        row.paymentReference,
      ]);
    }
  },
};

const timeEntries: Dataset = {
  header: [
    'Entry ID',
    'Employee ID',
    'Employee',
    'Date',
    'Clock in (Central)',
    'Clock out (Central)',
    'Hours',
    'Source',
    'Booking ID',
    'Customer',
    'Description',
    'Clock-in address',
    'Clock-out address',
    'Far from site',
    'Week of',
    'Week status',
  ],
  async *pages(repo, pageSize) {
    for await (const page of keyset(repo.timeEntriesAfter, (row) => row.id, 0, pageSize)) {
      yield page.map((row) => [
        row.id,
        row.employeeId,
        personName(row.employeeUsername, row.employeeFirstName, row.employeeLastName),
        companyDate(row.clockIn),
        companyDateTime(row.clockIn),
        companyDateTime(row.clockOut),
        hours(row.workedMinutes),
        row.source,
        row.bookingId,
        row.bookingCompany ??
          personName(row.bookingCustomerUsername, row.bookingCustomerFirstName, row.bookingCustomerLastName) ??
          row.bookingClientName,
        row.description,
        row.inAddress,
        row.outAddress,
        yesNo(row.farFromSite),
        row.weekStart,
        row.weekStatus ?? 'open',
      ]);
    }
  },
};

export const datasets: Record<DataExportName, Dataset> = {
  customers,
  leads,
  bookings,
  invoices,
  'time-entries': timeEntries,
};
