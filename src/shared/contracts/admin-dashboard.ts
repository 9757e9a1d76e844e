import * as z from './zod.ts';

/**
 * The admin dashboard's figures (spec §2 and §3, decision 0021). Rates are percentages with one
 * decimal, null when their denominator is 0 (the screen shows "-"). Money is in dollars. Times are
 * ISO instants. "This month" is the company's (Minnesota) month from the 1st to now.
 */

/** GET /api/admin/dashboard-stats: the four cards, the Users tab and the Analytics tab (spec §3, field names binding). */
export const dashboardStatsSchema = z.object({
  /** Active accounts of every role. */
  totalUsers: z.int(),
  /** Accounts created this month ÷ accounts created before the 1st, in %; null when none before. */
  monthlyGrowthRate: z.nullable(z.number()),
  /** Paid invoices by paid date this month (cash basis), in dollars. */
  monthlyRevenue: z.number(),
  /** This month's revenue against the same span of last month (1st to the same day and time), in %; null when that was 0. */
  revenueGrowthRate: z.nullable(z.number()),
  /** Bookings in progress now: a crew clocked in on it, or confirmed with start <= now < start + duration. */
  activeJobs: z.int(),
  /** Today's bookings that are not cancelled. */
  todayScheduledJobs: z.int(),
  /** Mean current score (fit + engagement - decay) of the open leads, 0-100 with one decimal; null with no open lead. */
  leadScore: z.nullable(z.number()),
  /** Active customer accounts. */
  activeCustomers: z.int(),
  /** Active employee accounts. */
  employees: z.int(),
  /** Won leads ÷ all leads, all time, in %; null with no lead. */
  conversionRate: z.nullable(z.number()),
  /** Bookings completed in the last 30 days. */
  completedJobs: z.int(),
  /** Mean rating (1-5, two decimals) of the jobs completed in the last 30 days that were rated; null with none. */
  averageRating: z.nullable(z.number()),
  /** Share of the last 30 days' completed jobs whose first clock-in came by start + 10 min, in %; null with none. */
  onTimeRate: z.nullable(z.number()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityColors = ['blue', 'purple', 'green', 'orange', 'emerald'] as const;
export type ActivityColor = (typeof activityColors)[number];

export const activityIcons = ['lead', 'message', 'user', 'calendar', 'check'] as const;
export type ActivityIcon = (typeof activityIcons)[number];

/**
 * One line of the Overview's recent activity (spec §3). Kinds and colours: a lead (blue, lead), a
 * contact message (purple, message), a new account (green, user), a booking made by an admin or on
 * /scheduling (orange, calendar), a completed job (emerald, check).
 */
export const activitySchema = z.object({
  /** `kind:id`, e.g. `lead:3f…`, unique across kinds. */
  id: z.text(),
  title: z.text(),
  description: z.text(),
  /** Who it is about or who did it (a name or company); null when unknown. */
  user: z.nullable(z.text()),
  /** ISO time it happened. */
  time: z.text(),
  color: z.enum(activityColors),
  icon: z.enum(activityIcons),
});
export type Activity = z.infer<typeof activitySchema>;

export const employeeStatuses = ['active', 'off-duty'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** One of the top employees (spec §3): most jobs completed in the last 30 days, then rating, then name. */
export const topEmployeeSchema = z.object({
  /** The employee's user id. */
  id: z.text(),
  name: z.text(),
  /** Completed bookings the employee was assigned to, last 30 days. */
  completedJobs: z.int(),
  /** Mean rating of those jobs (two decimals); null when none was rated. */
  rating: z.nullable(z.number()),
  /** active: clocked in now; off-duty otherwise (shown "Off Duty", §4). */
  status: z.enum(employeeStatuses),
});
export type TopEmployee = z.infer<typeof topEmployeeSchema>;

export const urgentPriorities = ['high', 'medium', 'low'] as const;
export type UrgentPriority = (typeof urgentPriorities)[number];

export const urgentTaskKinds = [
  'overdue-follow-ups',
  'unassigned-bookings',
  'overdue-invoices',
  'failed-notifications',
  'failed-backup',
  'open-problem-reports',
  'plans-to-start',
  'walk-throughs-to-confirm',
  'short-crews',
  'flagged-sites',
  'overdue-corrective-actions',
  'sites-due-inspection',
] as const;
export type UrgentTaskKind = (typeof urgentTaskKinds)[number];

/** One urgent task (spec §3): one per kind that has something, sorted high to low. */
export const urgentTaskSchema = z.object({
  kind: z.enum(urgentTaskKinds),
  title: z.text(),
  description: z.text(),
  priority: z.enum(urgentPriorities),
  /** How many things the task stands for (at least 1). */
  count: z.int(),
  /** Where the admin deals with it (an app path). */
  href: z.text(),
});
export type UrgentTask = z.infer<typeof urgentTaskSchema>;

/** One Sunday-to-Saturday week of the trends; `weekStart` is its Sunday (YYYY-MM-DD, Minnesota). */
export const weekTrendSchema = z.object({
  weekStart: z.text(),
  leads: z.int(),
  /** Leads created that week that are won now. */
  won: z.int(),
  /** Bookings completed that week. */
  jobsCompleted: z.int(),
});

export const monthTrendSchema = z.object({
  /** YYYY-MM (Minnesota). */
  month: z.text(),
  /** Paid invoices by paid date, in dollars. */
  revenue: z.number(),
});

/**
 * GET /api/admin/dashboard-trends: the Analytics charts. The last 12 weeks (the current one last,
 * still running) and the last 12 months (the current one last, to date). Every bucket is present.
 */
export const dashboardTrendsSchema = z.object({
  weeks: z.array(weekTrendSchema),
  months: z.array(monthTrendSchema),
});
export type DashboardTrends = z.infer<typeof dashboardTrendsSchema>;

/** The schemas of each endpoint in admin-dashboard.endpoints.ts, by its name (the server registers them). */
export const adminDashboardSchemas = {
  getDashboardStats: { response: dashboardStatsSchema },
  getRecentActivities: { response: z.array(activitySchema) },
  getTopEmployees: { response: z.array(topEmployeeSchema) },
  getUrgentTasks: { response: z.array(urgentTaskSchema) },
  getDashboardTrends: { response: dashboardTrendsSchema },
};
