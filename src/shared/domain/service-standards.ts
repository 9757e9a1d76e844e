/**
 * The company's service standards and the customer portal's measured figures (issue 33, decision
 * 0046). The standards are the spec's display figures (signed-in-areas §2): the portal shows one
 * only where this customer has no data of their own yet, labelled as the company standard.
 */
export const SERVICE_STANDARDS = {
  serviceQualityPercent: 98.5,
  onTimePercent: 96,
  /** "Under 2 hours". */
  resolutionHours: 2,
  hourlyRate: 27.17,
  costSavingsPercent: 12,
  efficiencyPercent: 15,
} as const;

/** The company's targets beside a measured figure (service quality's is the site's inspection target). */
export const ON_TIME_TARGET_PERCENT = SERVICE_STANDARDS.onTimePercent;
export const RESOLUTION_TARGET_HOURS = SERVICE_STANDARDS.resolutionHours;

/** The measured figures cover this month and the 11 before it (the Analytics tab's window). */
export const SERVICE_FIGURES_MONTHS = 12;

/**
 * How often the portal asks for today's visits while it is open: every 15 s while a visit of today
 * is still to finish, every 5 minutes once all are (or there is none). Polling, not a held
 * connection: it works through the database whichever instance answers (decision 0046).
 */
export const LIVE_VISIT_POLL_MS = 15_000;
export const LIVE_VISIT_IDLE_POLL_MS = 300_000;
