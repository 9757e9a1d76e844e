/**
 * The kinds of entries in a lead's history (decision 0019). The first four are what staff log by
 * hand; the others are written by the system with the change they describe, so the history is the
 * lead's whole story.
 */
export const loggedActivityTypes = ['call', 'email', 'meeting', 'note'] as const;
export const crmActivityTypes = [...loggedActivityTypes, 'status', 'priority', 'follow-up', 'created', 'converted'] as const;
export type LoggedActivityType = (typeof loggedActivityTypes)[number];
export type CrmActivityType = (typeof crmActivityTypes)[number];

/**
 * What came of a logged activity. A call or a meeting always has an outcome (the next step depends
 * on it); an e-mail and a note may say one. A note's outcomes are the lead's stance heard elsewhere.
 */
export const activityOutcomes = {
  call: ['reached', 'left voicemail', 'no answer', 'interested', 'not interested'],
  meeting: ['held', 'interested', 'not interested', 'no show', 'rescheduled'],
  email: ['sent', 'replied', 'bounced'],
  note: ['interested', 'not interested'],
} as const satisfies Record<LoggedActivityType, readonly string[]>;
export type ActivityOutcome = (typeof activityOutcomes)[LoggedActivityType][number];

/** The logged types whose outcome is required. */
export const outcomeRequired: ReadonlySet<LoggedActivityType> = new Set(['call', 'meeting']);

/** Longest description of a logged activity (a meeting's notes fit; a transcript does not). */
export const ACTIVITY_DESCRIPTION_MAX = 2000;

/** GET /api/crm-activities: how many without `limit`, and at most. */
export const ACTIVITIES_DEFAULT_LIMIT = 50;
export const ACTIVITIES_MAX_LIMIT = 200;

/** The statuses still being worked: their estimated prices make the pipeline value. */
export const openLeadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'negotiation'] as const;

/** GET /api/leads: how many leads without `limit`, and at most (the screen narrows with filters). */
export const LEADS_DEFAULT_LIMIT = 100;
export const LEADS_MAX_LIMIT = 500;

/** The spec's score colours: green at 80 or more, yellow at 60 or more, otherwise red. */
export type ScoreBand = 'green' | 'yellow' | 'red';
export function scoreBand(score: number): ScoreBand {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
}
