/**
 * How big a company the generator makes (decision 0044). `demo`: what `npm run demo` serves, a year
 * of a real-sized Twin Pines; `small`: the same story over the last two months and this one, for tests that must be quick;
 * `bench`: the bench's load (200 customers, 40 employees, 10,000 leads, a million visits).
 */
export interface DemoSize {
  name: DemoSizeName;
  customers: number;
  employees: number;
  /** Months of history before today (plans, visits, invoices, analytics). */
  months: number;
  /** Leads of the CRM's pipeline beyond the customers' own, made through the services. */
  pipelineLeads: number;
  /** More leads written in bulk (the bench's 10,000), with the same numbering and scores. */
  bulkLeads: number;
  /** Page visits of the public site over the history. */
  analyticsVisits: number;
  contactMessages: number;
  /** Walk-throughs booked on the scheduling page over the history and the weeks ahead. */
  walkThroughs: number;
  /** Notices the outbox gave up on. */
  failedNotices: number;
  /**
   * Months (this one included) in which every active site gets its inspection. Each goes through the
   * whole inspections service, so the demo keeps half a year (a trend, verified actions, sites due) and
   * the bench's demo year asks for all twelve (issue 33's "an inspection per site per month").
   */
  inspectedMonths: number;
}

export const demoSizeNames = ['demo', 'small', 'bench'] as const;
export type DemoSizeName = (typeof demoSizeNames)[number];

export const DEMO_SIZES: Record<DemoSizeName, DemoSize> = {
  demo: {
    name: 'demo',
    customers: 60,
    employees: 15,
    months: 12,
    pipelineLeads: 90,
    bulkLeads: 0,
    analyticsVisits: 104_000,
    contactMessages: 48,
    walkThroughs: 36,
    failedNotices: 4,
    inspectedMonths: 6,
  },
  small: {
    name: 'small',
    customers: 8,
    employees: 5,
    months: 2,
    pipelineLeads: 12,
    bulkLeads: 0,
    analyticsVisits: 2_000,
    contactMessages: 4,
    walkThroughs: 5,
    failedNotices: 2,
    inspectedMonths: 2,
  },
  bench: {
    name: 'bench',
    customers: 200,
    employees: 40,
    months: 12,
    pipelineLeads: 150,
    bulkLeads: 10_000,
    analyticsVisits: 1_000_000,
    contactMessages: 400,
    walkThroughs: 600,
    failedNotices: 200,
    inspectedMonths: 6,
  },
};

/** The seed of the published demo: the same company on every machine. */
export const DEMO_SEED = 20_260_131;
