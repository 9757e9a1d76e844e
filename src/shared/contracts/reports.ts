import * as z from './zod.ts';

/**
 * The Reports tab's six monthly reports (spec §2 and §7, decision 0021). Each answers JSON that the
 * screen downloads as `<report>-report-<month>.json`. The month is the company's (Minnesota) calendar
 * month; the current month runs to now. Money is in dollars, rates in % with one decimal (null when
 * the denominator is 0), times ISO.
 */

export const reportKinds = [
  'financial',
  'user-activity',
  'job-performance',
  'schedule-analysis',
  'lead-analytics',
  'performance-review',
] as const;
export type ReportKind = (typeof reportKinds)[number];

export const REPORT_KIND_MESSAGE = `Unknown report: choose one of ${reportKinds.join(', ')}`;
export const REPORT_PERIOD_MESSAGE = "Reports are monthly: period must be 'month'";
export const REPORT_MONTH_MESSAGE = 'month must be a month as YYYY-MM, like 2026-10';

export const reportParamsSchema = z.object({ report: z.enum(reportKinds, REPORT_KIND_MESSAGE) });

export const reportQuerySchema = z.object({
  period: z._default(z.enum(['month'], REPORT_PERIOD_MESSAGE), 'month'),
  /** The month to report (this month or one of the 12 before); the current month when absent. */
  month: z.optional(z.text(REPORT_MONTH_MESSAGE).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORT_MONTH_MESSAGE))),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** What every report starts with. */
const header = {
  /** YYYY-MM. */
  month: z.text(),
  /** The month's first instant (Minnesota midnight on the 1st). */
  from: z.text(),
  /** The end of the span reported, exclusive: the next month's first instant, or now for the current month. */
  to: z.text(),
  generatedAt: z.text(),
};

const money = z.number();
const rate = z.nullable(z.number());
const countAndTotal = z.object({ count: z.int(), total: money });

export const financialReportSchema = z.object({
  report: z.literal('financial'),
  ...header,
  /** Paid invoices by paid date in the span. */
  paid: countAndTotal,
  /** Paid per Sunday week overlapping the month (clipped to it); weekStart is the Sunday (YYYY-MM-DD). */
  paidByWeek: z.array(z.object({ weekStart: z.text(), total: money })),
  /** Invoices issued in the month (void left out). */
  invoiced: countAndTotal,
  /** Invoices issued in the month that are still pending now. */
  outstanding: countAndTotal,
  /** Of those, the ones past their due date now. */
  overdue: countAndTotal,
  /** Mean whole days from issue date to payment over the invoices paid in the span; null with none. */
  averageDaysToPay: z.nullable(z.number()),
  /** The 5 customers who paid most in the span. */
  topCustomers: z.array(z.object({ customerId: z.int(), name: z.text(), paid: money, invoices: z.int() })),
  /**
   * Bid against actual of the month's visits done (decision 0047): hours, labour cost priced (bid hours at the
   * pricing model's wage and burden) and actual (each employee's pay and the burden), in dollars.
   */
  labor: z.object({ visitsDone: z.int(), hoursBid: z.number(), hoursWorked: z.number(), priced: money, actual: money }),
  /** What the month's service was billed: plan invoices of the month, one-off lines of its visits (void left out). */
  serviceRevenue: money,
  /** (service revenue - actual labour) / service revenue in percent, one decimal; null without revenue. */
  grossMarginPercent: rate,
});

export const userActivityReportSchema = z.object({
  report: z.literal('user-activity'),
  ...header,
  /** Accounts by role: active now, and created in the month. */
  accountsByRole: z.array(
    z.object({ role: z.enum(['admin', 'employee', 'customer']), active: z.int(), inactive: z.int(), createdInMonth: z.int() }),
  ),
  /** Successful sign-ins in the month (security events), and the distinct accounts behind them. */
  signIns: z.object({ count: z.int(), accounts: z.int() }),
  /** Failed sign-ins in the month. */
  failedSignIns: z.int(),
  /** Hours worked per employee from time entries that began in the month (closed entries), most first. */
  hoursByEmployee: z.array(z.object({ employeeId: z.int(), name: z.text(), hours: z.number(), entries: z.int() })),
});

export const jobPerformanceReportSchema = z.object({
  report: z.literal('job-performance'),
  ...header,
  /** Bookings scheduled to start in the span, by their status now. */
  scheduled: z.object({ total: z.int(), completed: z.int(), confirmed: z.int(), cancelled: z.int() }),
  /** Completed ÷ (scheduled - cancelled), in %. */
  completionRate: rate,
  /** Bookings completed in the span (by completion time). */
  completed: z.int(),
  /** Share of those whose first clock-in came by start + 10 min, in %. */
  onTimeRate: rate,
  /** Ratings of the jobs completed in the span. */
  ratings: z.object({
    count: z.int(),
    average: z.nullable(z.number()),
    distribution: z.array(z.object({ stars: z.int(), count: z.int() })),
  }),
  /** Problem reports filed in the span: all, and still open now. */
  problemReports: z.object({ filed: z.int(), open: z.int() }),
  /** Hours clocked on the span's completed jobs against their scheduled hours (crew size times duration). */
  hours: z.object({ worked: z.number(), scheduled: z.number() }),
});

export const scheduleAnalysisReportSchema = z.object({
  report: z.literal('schedule-analysis'),
  ...header,
  /** Bookings scheduled to start in the span, not cancelled. */
  total: z.int(),
  /** Sunday first (0 = Sunday), every day present. */
  byWeekday: z.array(z.object({ weekday: z.int(), count: z.int() })),
  /** Minnesota hour of the start, 0-23, only hours that have bookings. */
  byHour: z.array(z.object({ hour: z.int(), count: z.int() })),
  bySource: z.array(z.object({ source: z.enum(['plan', 'admin', 'scheduling']), count: z.int() })),
  /** Not-cancelled bookings in the span with no crew assigned. */
  unassigned: z.int(),
  /** Bookings in the span that were cancelled, with their reasons (most frequent first). */
  cancellations: z.object({ count: z.int(), reasons: z.array(z.object({ reason: z.text(), count: z.int() })) }),
  /** The next 14 days from now: confirmed bookings per day (YYYY-MM-DD) and how many lack a crew. */
  next14Days: z.array(z.object({ date: z.text(), bookings: z.int(), unassigned: z.int() })),
});

export const leadAnalyticsReportSchema = z.object({
  report: z.literal('lead-analytics'),
  ...header,
  /** Leads created in the span. */
  total: z.int(),
  /** Of those, won now; and won ÷ total in %. */
  won: z.int(),
  conversionRate: rate,
  bySource: z.array(z.object({ source: z.text(), count: z.int(), won: z.int() })),
  byStatus: z.array(z.object({ status: z.text(), count: z.int() })),
  /** Sunday weeks overlapping the month (clipped). */
  byWeek: z.array(z.object({ weekStart: z.text(), count: z.int() })),
  lostReasons: z.array(z.object({ reason: z.text(), count: z.int() })),
  /** Hours from a lead's creation to its first call, e-mail or meeting: median and mean over the leads that had one. */
  timeToFirstContactHours: z.object({ contacted: z.int(), median: z.nullable(z.number()), mean: z.nullable(z.number()) }),
  /** Leads by the page their visitor first arrived on (null: not known), most first, top 10. */
  arrivalPages: z.array(z.object({ page: z.nullable(z.text()), count: z.int() })),
});

export const performanceReviewReportSchema = z.object({
  report: z.literal('performance-review'),
  ...header,
  /** Every active employee, most completed jobs first, then name. */
  employees: z.array(
    z.object({
      employeeId: z.int(),
      name: z.text(),
      /** Completed bookings in the span the employee was assigned to. */
      completedJobs: z.int(),
      /** Of those, the share they clocked in on by start + 10 min, in %. */
      onTimeRate: rate,
      averageRating: z.nullable(z.number()),
      /** Hours from their closed time entries that began in the span. */
      hoursWorked: z.number(),
      /** Problem reports filed in the span on bookings they were assigned to. */
      problemReports: z.int(),
    }),
  ),
});

export const reportSchema = z.union([
  financialReportSchema,
  userActivityReportSchema,
  jobPerformanceReportSchema,
  scheduleAnalysisReportSchema,
  leadAnalyticsReportSchema,
  performanceReviewReportSchema,
]);
export type Report = z.infer<typeof reportSchema>;
export type FinancialReport = z.infer<typeof financialReportSchema>;
export type UserActivityReport = z.infer<typeof userActivityReportSchema>;
export type JobPerformanceReport = z.infer<typeof jobPerformanceReportSchema>;
export type ScheduleAnalysisReport = z.infer<typeof scheduleAnalysisReportSchema>;
export type LeadAnalyticsReport = z.infer<typeof leadAnalyticsReportSchema>;
export type PerformanceReviewReport = z.infer<typeof performanceReviewReportSchema>;

/** The file name the screen saves a report under. */
export function reportFileName(report: ReportKind, month: string): string {
  return `${report}-report-${month}.json`;
}

export const adminReportsSchemas = {
  getReport: { params: reportParamsSchema, query: reportQuerySchema, response: reportSchema },
};
