/**
 * The admin dashboard's constants (decision 0021, spec §9). Shared by the server (list sizes, the
 * on-time grace) and the client (polling intervals).
 */

/** How often each dashboard call is polled while its card or tab is on screen (spec §9), in ms. */
export const DASHBOARD_POLL_MS = {
  stats: 30_000,
  topEmployees: 30_000,
  urgentTasks: 30_000,
  topPages: 30_000,
  formsStats: 30_000,
  trends: 30_000,
  systemHealth: 10_000,
  recentActivities: 15_000,
  systemLogs: 20_000,
} as const;

/** Rows in the Overview's lists. */
export const RECENT_ACTIVITIES_LIMIT = 10;
export const TOP_EMPLOYEES_LIMIT = 5;

/** Weeks (Sunday to Saturday, spec §9) and months in the Analytics charts. */
export const TREND_WEEKS = 12;
export const TREND_MONTHS = 12;

/** Rolling window of the job figures (completed jobs, rating, on-time, top employees), in days. */
export const JOB_WINDOW_DAYS = 30;

/** A crew's first clock-in at or before the booking's start plus this many minutes counts as on time. */
export const ON_TIME_GRACE_MINUTES = 10;

/** Crew-less bookings starting within this many hours are an urgent task (high within 24 h). */
export const UNASSIGNED_HORIZON_HOURS = 48;

/** Plan visits in the next this many days with fewer people than the plan's crew size are an urgent task (decision 0043). */
export const SHORT_CREW_HORIZON_DAYS = 7;

/** How many months back (before the current one) a monthly report can be asked for. */
export const REPORT_MONTHS_BACK = 12;

/** Lead score colours (spec §9). */
export const LEAD_SCORE_GREEN = 80;
export const LEAD_SCORE_YELLOW = 60;
